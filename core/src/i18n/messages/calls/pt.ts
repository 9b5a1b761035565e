import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "calls.error.failed": "O pedido de chamada falhou",
  "calls.error.notContactable": "Este colaborador não aceita pedidos de chamada.",
  "calls.error.ownContribution": "Não pode pedir a si mesmo que lhe ligue de volta.",
  "calls.error.dailyLimit": "Já enviou {limit} pedidos de chamada hoje. Poderá enviar mais amanhã.",
  "calls.notification.title": "Alguém pede que lhe ligue",
  "calls.notification.message": "{name} pede que lhe ligue para o {phone} sobre a sua contribuição.",
  "calls.notification.messageWithNote": "{name} pede que lhe ligue para o {phone} sobre a sua contribuição. A mensagem: {note}",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "live.activity.title": "Atividade ao vivo",
  "live.activity.active.one": "{count} membro ativo",
  "live.activity.active.other": "{count} membros ativos",
  "live.activity.progress": "{count} de {goal} membros ativos nos últimos {minutes} minutos",
  "live.activity.clock": "São {time}",
  "live.activity.collapse": "Ocultar a atividade",
  "live.activity.expand": "Mostrar a atividade",
  "live.activity.empty": "Ainda não há atividade. Você pode ser o primeiro!",
  "live.activity.someone": "Um membro",
  "live.activity.inService": "em {service}",
  "live.activity.action.contribution": "{name} fez uma contribuição aprovada",
  "live.activity.action.idea": "{name} compartilhou uma ideia",
  "live.activity.action.vote": "{name} votou numa ideia",
  "live.activity.action.forum": "{name} abriu um fórum",
  "live.activity.action.forumPost": "{name} escreveu num fórum",
  "live.activity.action.place": "{name} adicionou um lugar aprovado",
  "live.activity.action.serviceJoin": "{name} entrou num serviço",
  "live.activity.action.registration": "{name} se cadastrou na Kominote",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "calls.error.failed": "La solicitud de llamada falló",
  "calls.error.notContactable": "Este colaborador no acepta solicitudes de llamada.",
  "calls.error.ownContribution": "No puede pedirse a sí mismo que se devuelva la llamada.",
  "calls.error.dailyLimit": "Ya envió {limit} solicitudes de llamada hoy. Podrá enviar más mañana.",
  "calls.notification.title": "Alguien le pide que le llame",
  "calls.notification.message": "{name} le pide que le llame al {phone} sobre su contribución.",
  "calls.notification.messageWithNote": "{name} le pide que le llame al {phone} sobre su contribución. Su mensaje: {note}",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "offline.outbox.waiting": "Esperando conexión para enviarse",
  "offline.outbox.listLabel": "Esperando envío",
  "offline.outbox.kept": "Sin conexión. Lo que escribió queda en este dispositivo: se enviará solo cuando vuelva la conexión, aunque cierre la página.",
  "offline.outbox.sent": "Lo que dejó en este dispositivo se ha enviado.",
  "offline.outbox.refused": "Lo que dejó en este dispositivo no se pudo enviar: {message}",
  "offline.notice": "Está sin conexión. Ve los últimos datos consultados; pueden no estar al día.",
  "offline.stale": "Últimos datos vistos, quizá no estén al día",
  "offline.update.ready": "Hay una nueva versión de Kominote. Se instalará cuando termine de escribir.",
  "offline.update.apply": "Usarla ahora",
  "offline.idempotency.keyInvalid": "La clave de idempotencia no es válida: debe tener de 16 a 128 letras, cifras, guiones o guiones bajos.",
  "offline.idempotency.keyReused": "Esta clave ya se usó para otra solicitud. Envíe la solicitud con una clave nueva.",
  "offline.idempotency.inFlight": "Esta solicitud ya se está procesando. Espere un momento y vuelva a intentarlo.",
  "offline.savedAt": "Guardado el {date}",
  "offline.noticeLabel": "Conexión",
  "offline.outbox.fileKept": "Esperando conexión: se enviará con la contribución",
} satisfies Catalog<typeof ht>;

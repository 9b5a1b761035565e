import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "contribute.error.notFound": "No encontramos esta contribución.",
  "contribute.error.serviceNotJoined": "Debe unirse a este servicio antes de contribuir a sus tareas.",
  "contribute.error.taskWaiting": "Esta tarea aún no está abierta para usted: haga primero la tarea anterior.",
  "contribute.error.alreadyContributed": "Ya contribuyó a esta tarea: cada miembro aporta una sola contribución por tarea.",
  "contribute.error.taskClosed": "Esta tarea está cerrada: ya tiene todos los colaboradores que necesitaba.",
  "contribute.error.locationRequired": "Esta tarea requiere su ubicación. Comparta dónde está para enviar la contribución.",
  "contribute.error.alreadyReviewed": "Un moderador ya revisó esta contribución, ya no se puede modificar.",
  "contribute.upload.type": "Este tipo de archivo no se acepta. Envíe una foto, un video, un PDF o un documento de Word.",
  "contribute.upload.pdfOnly": "Este paso solo acepta archivos PDF.",
  "contribute.upload.tooBig": "El archivo es demasiado grande: 10 MB como máximo cada uno.",
  "contribute.upload.imageLoad": "No pudimos leer esta foto. Por favor, pruebe con otra.",
  "contribute.upload.unavailable": "Uno de los archivos ya no está disponible. Por favor, envíelo de nuevo.",
} as const satisfies Catalog<typeof ht>;

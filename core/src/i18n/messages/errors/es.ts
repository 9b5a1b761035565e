import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "errors.request.invalid": "La solicitud no es válida. Corrija los elementos señalados.",
  "errors.request.malformed": "Los datos enviados están mal formados.",
  "errors.request.notFound": "Esta página o recurso no existe.",
  "errors.request.notImplemented": "Esta función aún no está disponible. Estamos trabajando en ella.",
  "errors.request.rateLimited": "Ha enviado demasiadas solicitudes. Espere un momento e inténtelo de nuevo.",
  "errors.request.tooLarge": "Lo que envió es demasiado grande.",
  "errors.request.unsupportedMediaType": "El formato de los datos enviados no se acepta.",
  "errors.request.crossSite": "Se rechazó esta solicitud porque proviene de otro sitio.",
  "errors.field.invalid": "Este valor no es válido.",
  "errors.field.required": "Este campo es obligatorio.",
  "errors.auth.required": "Debe iniciar sesión para hacer esto.",
  "errors.auth.forbidden": "No tiene permiso para hacer esto.",
  "errors.server.internal": "Hubo un problema en el servidor. Inténtelo de nuevo más tarde.",
  "errors.server.unavailable": "El servicio no está disponible en este momento. Inténtelo de nuevo más tarde.",
  "errors.service.notFound": "Servicio no encontrado",
  "errors.task.notFound": "Tarea no encontrada",
  "errors.translation.invalid": "El texto a traducir no es válido.",
  "errors.translation.tooLong": "El texto es demasiado largo para traducirlo: como máximo {max} caracteres.",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "errors.request.invalid": "The request is not valid. Please correct the marked items.",
  "errors.request.malformed": "The data sent is malformed.",
  "errors.request.notFound": "This page or resource does not exist.",
  "errors.request.notImplemented": "This feature is not available yet. We are working on it.",
  "errors.request.rateLimited": "You sent too many requests. Please wait a moment and try again.",
  "errors.request.tooLarge": "What you sent is too large.",
  "errors.request.unsupportedMediaType": "The format of the data sent is not accepted.",
  "errors.request.crossSite": "This request was refused because it came from another site.",
  "errors.field.invalid": "This value is not valid.",
  "errors.field.required": "This field is required.",
  "errors.auth.required": "You must be signed in to do this.",
  "errors.auth.forbidden": "You are not allowed to do this.",
  "errors.server.internal": "Something went wrong on the server. Please try again later.",
  "errors.server.unavailable": "The service is not available right now. Please try again later.",
  "errors.service.notFound": "Service not found",
  "errors.task.notFound": "Task not found",
  "errors.translation.invalid": "The text to translate is not valid.",
  "errors.translation.tooLong": "The text is too long to translate: at most {max} characters.",
} satisfies Catalog<typeof ht>;

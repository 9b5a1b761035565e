import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "errors.request.invalid": "La demande n'est pas valide. Veuillez corriger les éléments signalés.",
  "errors.request.malformed": "Les données envoyées sont mal formées.",
  "errors.request.notFound": "Cette page ou cette ressource n'existe pas.",
  "errors.request.notImplemented": "Cette fonction n'est pas encore disponible. Nous y travaillons.",
  "errors.request.rateLimited": "Vous avez envoyé trop de demandes. Patientez un instant puis réessayez.",
  "errors.request.tooLarge": "Ce que vous avez envoyé est trop volumineux.",
  "errors.request.unsupportedMediaType": "Le format des données envoyées n'est pas accepté.",
  "errors.request.crossSite": "Cette demande a été refusée car elle provient d'un autre site.",
  "errors.field.invalid": "Cette valeur n'est pas valide.",
  "errors.field.required": "Ce champ est obligatoire.",
  "errors.auth.required": "Vous devez être connecté pour faire cela.",
  "errors.auth.forbidden": "Vous n'avez pas le droit de faire cela.",
  "errors.server.internal": "Un problème est survenu sur le serveur. Veuillez réessayer plus tard.",
  "errors.server.unavailable": "Le service n'est pas disponible pour le moment. Veuillez réessayer plus tard.",
  "errors.service.notFound": "Service introuvable",
  "errors.task.notFound": "Tâche introuvable",
  "errors.translation.invalid": "Le texte à traduire n'est pas valide.",
  "errors.translation.tooLong": "Le texte est trop long pour être traduit : {max} caractères au maximum.",
} satisfies Catalog<typeof ht>;

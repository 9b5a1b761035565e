import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "converter.title": "Convertisseur de devises",
  "converter.intro": "Sachez combien vaut un montant dans une autre devise, aux taux de Kominote.",
  "converter.amount": "Montant",
  "converter.amount.hint": "Saisissez un nombre, par exemple 100 ou 12,50.",
  "converter.amount.required": "Veuillez saisir un montant.",
  "converter.amount.invalid": "Ce n'est pas un montant. Saisissez seulement des chiffres, avec une virgule ou un point pour les centimes (exemple : 12,50).",
  "converter.from": "De",
  "converter.to": "Vers",
  "converter.currency.option": "{flag} {name} ({code})",
  "converter.swap": "Inverser les devises",
  "converter.convert": "Convertir",
  "converter.converting": "Conversion en cours...",
  "converter.result.title": "Résultat",
  "converter.result": "{amount} {from} = {result} {to}",
  "converter.rate": "1 {from} = {rate} {to}",
  "converter.updatedAt": "Taux mis à jour le {date}.",
  "converter.disclaimer": "Ces taux sont donnés à titre indicatif : une banque ou un bureau de change peut vous proposer un autre taux.",
  "converter.loading": "Chargement des taux...",
  "converter.error": "Impossible de charger les taux. Vérifiez votre connexion, puis réessayez.",
  "converter.retry": "Réessayer",
} satisfies Catalog<typeof ht>;

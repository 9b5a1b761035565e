import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "tools.title": "Outils",
  "tools.intro": "De petits outils publics pour tous les jours. Certains sont ouverts à tous ; d'autres demandent de se connecter.",
  "tools.list": "Liste des outils",
  "tools.open": "Ouvrir",
  "tools.openTool": "Ouvrir {name}",
  "tools.membersOnly": "Connexion requise",
  "tools.forEveryone": "Pour tous",
  "tools.locationFinder.name": "Localisateur",
  "tools.locationFinder.description": "Trouvez les coordonnées de l'endroit où vous êtes, partagez un lieu avec la communauté et cherchez les lieux partagés.",
  "tools.ideaVoting.name": "Voter pour les idées",
  "tools.ideaVoting.description": "Parcourez les idées partagées par la communauté, triez-les et votez pour les meilleures.",
  "tools.currencyConverter.name": "Convertisseur de devises",
  "tools.currencyConverter.description": "Convertissez un montant entre gourdes, dollars, euros et d'autres devises, aux taux mis à jour.",
  "tools.governmentAgencies.name": "Agences gouvernementales",
  "tools.governmentAgencies.description": "Trouvez ministères, mairies, tribunaux, hôpitaux et autres bureaux de l'État, avec leur téléphone et leur adresse, département par département.",
  "tools.safePlaces.name": "Lieux sûrs",
  "tools.safePlaces.description": "Trouvez des hôpitaux, postes de police, ambassades et abris vérifiés près de chez vous, et ajoutez ceux que vous connaissez.",
  "tools.connectionPoints.name": "Carte de connexion Internet",
  "tools.connectionPoints.description": "Trouvez où vous connecter à Internet, avec la vitesse et la gratuité, et ajoutez les lieux que vous connaissez.",
  "tools.assistant.name": "Assistant vocal",
  "tools.assistant.description": "Posez une question sur les services, les agences ou vos points, par écrit ou à voix haute, et écoutez la réponse avec ses sources.",
} satisfies Catalog<typeof ht>;

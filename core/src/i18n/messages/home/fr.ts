import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "home.hero.title": "Construisons ensemble une Haïti qui fonctionne pour tout le monde",
  "home.hero.pitch":
    "Kominote rassemble les citoyens pour améliorer les services publics. Choisissez un service, accomplissez des tâches utiles à votre quartier, partagez vos idées et voyez les résultats ensemble.",
  "home.hero.start": "Commencer maintenant",
  "home.services.title": "Services publics",
  "home.services.intro":
    "Chaque service a ses tâches, ses discussions et ses idées où vous pouvez donner un coup de main.",
  "home.services.tasks.one": "{count} tâche",
  "home.services.tasks.other": "{count} tâches",
  "home.services.contributors.one": "{count} contributeur",
  "home.services.contributors.other": "{count} contributeurs",
  "home.services.discussions.one": "{count} discussion",
  "home.services.discussions.other": "{count} discussions",
  "home.services.takePart": "Participer",
  "home.services.loading": "Chargement des services...",
  "home.services.errorTitle": "Impossible de charger les services.",
  "home.services.errorText": "Vérifiez votre connexion et réessayez.",
  "home.services.retry": "Réessayer",
  "home.services.empty": "Aucun service public pour le moment.",
  "home.hidden.signInToSee.one": "+{count} service public. Connectez-vous pour le voir",
  "home.hidden.signInToSee.other": "+{count} services publics. Connectez-vous pour les voir tous",
  "home.hidden.more.one": "+{count} autre service public",
  "home.hidden.more.other": "+{count} autres services publics",
  "home.hidden.membersOnly":
    "Ces services sont réservés aux membres. Connectez-vous ou créez un compte gratuit pour les voir et y participer.",
  "home.signIn": "Se connecter",
  "home.cta.title": "Prêt à donner un coup de main ?",
  "home.cta.text":
    "Créez votre compte gratuitement en quelques minutes, choisissez un service et commencez à contribuer pour votre communauté.",
  "home.cta.createAccount": "Créer un compte",
  "home.cta.haveAccount": "Vous avez déjà un compte ?",
  "home.member.greeting": "Bonjour, {name} !",
  "home.member.matched": "Les tâches sont choisies selon vos compétences. Choisissez un service pour commencer à contribuer.",
} satisfies Catalog<typeof ht>;

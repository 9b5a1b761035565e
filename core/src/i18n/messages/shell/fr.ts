import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "shell.skipToContent": "Aller directement au contenu",
  "shell.loading": "Chargement...",

  "shell.logo.label": "Kominote, page d'accueil",
  "shell.nav.label": "Navigation principale",
  "shell.menu.moderation": "Modération",
  "shell.nav.services": "Services",
  "shell.nav.tools": "Outils",
  "shell.nav.leaderboard": "Classement",
  "shell.nav.openMenu": "Ouvrir le menu",
  "shell.nav.menuTitle": "Menu",

  "shell.language.label": "Langue",
  "shell.language.choose": "Choisissez votre langue",
  "shell.language.changing": "Passage du site en {language}...",

  "shell.translation.inProgress": "Traduction du texte...",

  "shell.login.open": "Se connecter",
  "shell.login.title": "Se connecter à Kominote",
  "shell.login.explanation":
    "Aucun mot de passe n'est nécessaire. Nous vous envoyons un code à 6 chiffres par e-mail ou par SMS ; saisissez ce code pour vous connecter.",
  "shell.login.privacy": "Confidentialité",
  "shell.login.terms": "Conditions",
  "shell.login.cookies": "Cookies",
  "shell.login.legalLabel": "Informations légales",

  "shell.dialog.close": "Fermer",

  "shell.footer.flag": "Drapeau d'Haïti",
  "shell.footer.motto": "L'union fait la force",
  "shell.footer.linksLabel": "À propos du site",
  "shell.footer.about": "À propos",
  "shell.footer.rules": "Règles d'engagement",
  "shell.footer.terms": "Conditions d'utilisation",
  "shell.footer.privacy": "Politique de confidentialité",
  "shell.footer.copyright": "© {year} Kominote. Tous droits réservés.",

  "shell.toast.region": "Notifications",
  "shell.toast.close": "Fermer la notification",

  "shell.notFound.title": "404 : page introuvable",
  "shell.notFound.body":
    "La page que vous cherchez n'existe pas ou a changé d'adresse. Vérifiez l'adresse, ou revenez à la page d'accueil.",
  "shell.notFound.home": "Revenir à la page d'accueil",
  "shell.notFound.services": "Voir les services publics",

  "shell.error.title": "Un problème est survenu",
  "shell.error.body": "Cette page n'a pas pu s'afficher. Réessayez, ou revenez à la page d'accueil.",
  "shell.error.retry": "Réessayer",
} satisfies Catalog<typeof ht>;

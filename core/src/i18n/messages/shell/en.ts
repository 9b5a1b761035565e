import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "shell.skipToContent": "Skip to main content",
  "shell.loading": "Loading...",

  "shell.logo.label": "Kominote, home page",
  "shell.nav.label": "Main navigation",
  "shell.menu.moderation": "Moderation",
  "shell.nav.services": "Services",
  "shell.nav.tools": "Tools",
  "shell.nav.leaderboard": "Leaderboard",
  "shell.nav.openMenu": "Open the menu",
  "shell.nav.menuTitle": "Menu",

  "shell.language.label": "Language",
  "shell.language.choose": "Choose your language",
  "shell.language.changing": "Switching the site to {language}...",

  "shell.translation.inProgress": "Translating the text...",

  "shell.login.open": "Sign in",
  "shell.login.title": "Sign in to Kominote",
  "shell.login.explanation":
    "No password needed. We send you a 6-digit code by e-mail or SMS; enter that code to sign in.",
  "shell.login.privacy": "Privacy",
  "shell.login.terms": "Terms",
  "shell.login.cookies": "Cookies",
  "shell.login.legalLabel": "Legal information",

  "shell.dialog.close": "Close",

  "shell.footer.flag": "Flag of Haiti",
  "shell.footer.motto": "Unity makes strength",
  "shell.footer.linksLabel": "About this site",
  "shell.footer.about": "About",
  "shell.footer.rules": "Rules of engagement",
  "shell.footer.terms": "Terms and conditions",
  "shell.footer.privacy": "Privacy policy",
  "shell.footer.copyright": "© {year} Kominote. All rights reserved.",

  "shell.toast.region": "Notifications",
  "shell.toast.close": "Close the notification",

  "shell.notFound.title": "404 Page Not Found",
  "shell.notFound.body":
    "The page you are looking for does not exist or has moved. Check the address, or go back to the home page.",
  "shell.notFound.home": "Back to the home page",
  "shell.notFound.services": "See the public services",

  "shell.error.title": "Something went wrong",
  "shell.error.body": "This page could not be shown. Try again, or go back to the home page.",
  "shell.error.retry": "Try again",
} satisfies Catalog<typeof ht>;

/** Source texts (Haitian Creole) of the "shell" namespace. Keys are "shell.<name>". */
export default {
  "shell.skipToContent": "Ale dirèkteman nan kontni an",
  "shell.loading": "K ap chaje...",

  "shell.logo.label": "Kominote, paj dakèy",
  "shell.nav.label": "Navigasyon prensipal",
  "shell.menu.moderation": "Moderasyon",
  "shell.nav.services": "Sèvis yo",
  "shell.nav.tools": "Zouti yo",
  "shell.nav.leaderboard": "Klasman",
  "shell.nav.openMenu": "Louvri meni an",
  "shell.nav.menuTitle": "Meni",

  "shell.language.label": "Lang",
  "shell.language.choose": "Chwazi lang ou",
  "shell.language.changing": "N ap mete sit la an {language}...",

  "shell.translation.inProgress": "N ap tradui tèks la...",

  "shell.login.open": "Konekte",
  "shell.login.title": "Konekte nan Kominote",
  "shell.login.explanation":
    "Ou pa bezwen modpas. N ap voye yon kòd 6 chif ba ou pa imèl oswa pa SMS; antre kòd sa a pou w konekte.",
  "shell.login.privacy": "Konfidansyalite",
  "shell.login.terms": "Kondisyon",
  "shell.login.cookies": "Bonbon (cookies)",
  "shell.login.legalLabel": "Enfòmasyon legal",

  "shell.dialog.close": "Fèmen",

  "shell.footer.flag": "Drapo Ayiti",
  "shell.footer.motto": "Linyon fè lafòs",
  "shell.footer.linksLabel": "Enfòmasyon sou sit la",
  "shell.footer.about": "Sou nou",
  "shell.footer.rules": "Règ angajman",
  "shell.footer.terms": "Kondisyon itilizasyon",
  "shell.footer.privacy": "Règ konfidansyalite",
  "shell.footer.copyright": "© {year} Kominote. Tout dwa rezève.",

  "shell.toast.region": "Notifikasyon",
  "shell.toast.close": "Fèmen notifikasyon an",

  "shell.notFound.title": "404: paj la pa jwenn",
  "shell.notFound.body":
    "Paj w ap chèche a pa egziste oswa li chanje adrès. Verifye adrès la, oswa retounen nan paj dakèy la.",
  "shell.notFound.home": "Retounen nan paj dakèy la",
  "shell.notFound.services": "Gade sèvis piblik yo",

  "shell.error.title": "Gen yon bagay ki pa mache",
  "shell.error.body": "Paj sa a pa t ka parèt. Eseye ankò, oswa retounen nan paj dakèy la.",
  "shell.error.retry": "Eseye ankò",
} as const;

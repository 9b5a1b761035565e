/** Source texts (Haitian Creole) of the "home" namespace. Keys are "home.<name>". */
export default {
  "home.hero.title": "Ann bati yon Ayiti ki mache pou tout moun",
  "home.hero.pitch":
    "Kominote mete sitwayen yo ansanm pou amelyore sèvis piblik yo. Chwazi yon sèvis, fè travay ki itil katye w, pataje ide w, epi wè rezilta yo ansanm.",
  "home.hero.start": "Kòmanse kounye a",
  "home.services.title": "Sèvis piblik yo",
  "home.services.intro": "Chak sèvis gen travay, diskisyon ak ide kote ou ka bay kout men w.",
  "home.services.tasks.one": "{count} travay",
  "home.services.tasks.other": "{count} travay",
  "home.services.contributors.one": "{count} kontribitè",
  "home.services.contributors.other": "{count} kontribitè",
  "home.services.discussions.one": "{count} diskisyon",
  "home.services.discussions.other": "{count} diskisyon",
  "home.services.takePart": "Patisipe",
  "home.services.loading": "N ap chaje sèvis yo...",
  "home.services.errorTitle": "Nou pa t ka chaje sèvis yo.",
  "home.services.errorText": "Tcheke koneksyon w epi eseye ankò.",
  "home.services.retry": "Eseye ankò",
  "home.services.empty": "Pa gen sèvis piblik pou kounye a.",
  "home.hidden.signInToSee.one": "+{count} sèvis piblik. Konekte pou wè l",
  "home.hidden.signInToSee.other": "+{count} sèvis piblik. Konekte pou wè yo tout",
  "home.hidden.more.one": "+{count} lòt sèvis piblik",
  "home.hidden.more.other": "+{count} lòt sèvis piblik",
  "home.hidden.membersOnly":
    "Sèvis sa yo la pou manm yo sèlman. Konekte oswa kreye yon kont gratis pou wè yo epi patisipe.",
  "home.signIn": "Konekte",
  "home.cta.title": "Pare pou w bay kout men w?",
  "home.cta.text":
    "Kreye kont ou gratis nan kèk minit, chwazi yon sèvis epi kòmanse kontribye pou kominote w.",
  "home.cta.createAccount": "Kreye yon kont",
  "home.cta.haveAccount": "Ou deja gen yon kont?",
} as const;

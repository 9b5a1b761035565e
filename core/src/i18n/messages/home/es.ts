import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "home.hero.title": "Construyamos juntos un Haití que funcione para todos",
  "home.hero.pitch":
    "Kominote une a la ciudadanía para mejorar los servicios públicos. Elige un servicio, realiza tareas útiles para tu barrio, comparte tus ideas y mira los resultados juntos.",
  "home.hero.start": "Empezar ahora",
  "home.services.title": "Servicios públicos",
  "home.services.intro": "Cada servicio tiene tareas, debates e ideas donde puedes echar una mano.",
  "home.services.tasks.one": "{count} tarea",
  "home.services.tasks.other": "{count} tareas",
  "home.services.contributors.one": "{count} colaborador",
  "home.services.contributors.other": "{count} colaboradores",
  "home.services.discussions.one": "{count} debate",
  "home.services.discussions.other": "{count} debates",
  "home.services.takePart": "Participar",
  "home.services.loading": "Cargando servicios...",
  "home.services.errorTitle": "No pudimos cargar los servicios.",
  "home.services.errorText": "Revisa tu conexión e inténtalo de nuevo.",
  "home.services.retry": "Reintentar",
  "home.services.empty": "Todavía no hay servicios públicos.",
  "home.hidden.signInToSee.one": "+{count} servicio público. Inicia sesión para verlo",
  "home.hidden.signInToSee.other": "+{count} servicios públicos. Inicia sesión para verlos todos",
  "home.hidden.more.one": "+{count} servicio público más",
  "home.hidden.more.other": "+{count} servicios públicos más",
  "home.hidden.membersOnly":
    "Estos servicios son solo para miembros. Inicia sesión o crea una cuenta gratuita para verlos y participar.",
  "home.signIn": "Iniciar sesión",
  "home.cta.title": "¿Listo para echar una mano?",
  "home.cta.text":
    "Crea tu cuenta gratis en pocos minutos, elige un servicio y empieza a contribuir a tu comunidad.",
  "home.cta.createAccount": "Crear una cuenta",
  "home.cta.haveAccount": "¿Ya tienes una cuenta?",
  "home.member.greeting": "¡Hola, {name}!",
  "home.member.matched": "Las tareas se ajustan a sus habilidades. Elija un servicio para empezar a contribuir.",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "shell.skipToContent": "Saltar al contenido principal",
  "shell.loading": "Cargando...",

  "shell.logo.label": "Kominote, página de inicio",
  "shell.nav.label": "Navegación principal",
  "shell.menu.moderation": "Moderación",
  "shell.nav.services": "Servicios",
  "shell.nav.tools": "Herramientas",
  "shell.nav.leaderboard": "Clasificación",
  "shell.nav.openMenu": "Abrir el menú",
  "shell.nav.menuTitle": "Menú",

  "shell.language.label": "Idioma",
  "shell.language.choose": "Elige tu idioma",
  "shell.language.changing": "Cambiando el sitio a {language}...",

  "shell.translation.inProgress": "Traduciendo el texto...",

  "shell.login.open": "Iniciar sesión",
  "shell.login.title": "Iniciar sesión en Kominote",
  "shell.login.explanation":
    "No necesitas contraseña. Te enviamos un código de 6 dígitos por correo electrónico o por SMS; introduce ese código para iniciar sesión.",
  "shell.login.privacy": "Privacidad",
  "shell.login.terms": "Condiciones",
  "shell.login.cookies": "Cookies",
  "shell.login.legalLabel": "Información legal",

  "shell.dialog.close": "Cerrar",

  "shell.footer.flag": "Bandera de Haití",
  "shell.footer.motto": "La unión hace la fuerza",
  "shell.footer.linksLabel": "Sobre este sitio",
  "shell.footer.about": "Acerca de",
  "shell.footer.rules": "Reglas de participación",
  "shell.footer.terms": "Términos y condiciones",
  "shell.footer.privacy": "Política de privacidad",
  "shell.footer.copyright": "© {year} Kominote. Todos los derechos reservados.",

  "shell.toast.region": "Notificaciones",
  "shell.toast.close": "Cerrar la notificación",

  "shell.notFound.title": "404: página no encontrada",
  "shell.notFound.body":
    "La página que buscas no existe o cambió de dirección. Revisa la dirección o vuelve a la página de inicio.",
  "shell.notFound.home": "Volver a la página de inicio",
  "shell.notFound.services": "Ver los servicios públicos",

  "shell.error.title": "Algo salió mal",
  "shell.error.body": "No se pudo mostrar esta página. Inténtalo de nuevo o vuelve a la página de inicio.",
  "shell.error.retry": "Intentar de nuevo",
} satisfies Catalog<typeof ht>;

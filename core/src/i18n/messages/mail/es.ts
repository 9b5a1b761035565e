import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "mail.common.signature": "El equipo de Kominote",
  "mail.common.linkFallback": "Si el botón no funciona, copia este enlace en tu navegador:",

  "mail.loginCode.subject": "Tu código para entrar en Kominote",
  "mail.loginCode.intro": "Este es tu código para iniciar sesión en Kominote:",
  "mail.loginCode.validity": "Este código es válido durante {minutes} minutos.",
  "mail.loginCode.neverShare":
    "No compartas nunca este código con nadie. El equipo de Kominote nunca te lo pedirá, ni por teléfono ni por mensaje.",
  "mail.loginCode.ignore":
    "Si no pediste este código, ignora este mensaje: nadie puede entrar en tu cuenta sin él.",
  "mail.loginCode.sms": "Código Kominote: {code}. Válido {minutes} min. No lo compartas.",

  "mail.accountDeletion.subject": "Código para eliminar tu cuenta de Kominote",
  "mail.accountDeletion.intro": "Pediste eliminar tu cuenta de Kominote. Este es el código que lo confirma:",
  "mail.accountDeletion.ignore": "Si no lo pediste tú, no le des este código a nadie: tu cuenta no se eliminará sin él.",
  "mail.accountDeletion.sms": "Código para ELIMINAR tu cuenta de Kominote: {code}. Válido {minutes} min. No lo compartas.",

  "mail.unknownContact.subject": "Ninguna cuenta de Kominote usa esta dirección",
  "mail.unknownContact.intro":
    "Alguien pidió un código para entrar en Kominote con esta dirección de correo, pero ninguna cuenta de Kominote la usa.",
  "mail.unknownContact.howToRegister":
    "Si quieres participar, crea una cuenta gratuita. Solo te llevará unos minutos:",
  "mail.unknownContact.registerButton": "Crear una cuenta",
  "mail.unknownContact.ignore": "Si no hiciste esta solicitud, no tienes que hacer nada.",
  "mail.unknownContact.sms":
    "Ninguna cuenta de Kominote usa este numero. Para crear una: {registerUrl}",

  "mail.verifyEmail.subject": "Confirma tu dirección de correo en Kominote",
  "mail.verifyEmail.greeting": "Hola, {fullName}:",
  "mail.verifyEmail.intro":
    "¡Gracias por unirte a Kominote! Para confirmar que esta dirección de correo es tuya, usa el enlace de abajo:",
  "mail.verifyEmail.button": "Confirmar mi dirección de correo",
  "mail.verifyEmail.validity": "Este enlace es válido durante {hours} horas.",
  "mail.verifyEmail.ignore": "Si no creaste esta cuenta, ignora este mensaje.",

  "mail.invitation.subject": "{inviterName} te invita a Kominote",
  "mail.invitation.intro": "{inviterName} te invita a unirte a Kominote, donde los ciudadanos haitianos contribuyen juntos al desarrollo de sus comunidades.",
  "mail.invitation.theirMessage": "Este es su mensaje:",
  "mail.invitation.button": "Crear mi cuenta",
  "mail.invitation.ignore": "Si no conoces a esta persona o no te interesa, no tienes que hacer nada.",
  "mail.invitation.unsubscribe": "Para no volver a recibir invitaciones de Kominote, abre este enlace: {unsubscribeLink}",
  "mail.invitation.sms": "{inviterName} te invita a Kominote: \"{message}\" Regístrate: {link} No recibir más invitaciones: {unsubscribeLink}",
  "mail.invitation.smsNoMessage": "{inviterName} te invita a Kominote. Regístrate: {link} No recibir más invitaciones: {unsubscribeLink}",
} as const satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "mail.common.signature": "A equipe Kominote",
  "mail.common.linkFallback": "Se o botão não funcionar, copie este link no seu navegador:",

  "mail.loginCode.subject": "Seu código de acesso ao Kominote",
  "mail.loginCode.intro": "Este é o seu código para entrar no Kominote:",
  "mail.loginCode.validity": "Este código é válido por {minutes} minutos.",
  "mail.loginCode.neverShare":
    "Nunca compartilhe este código com ninguém. A equipe Kominote nunca vai pedi-lo a você, nem por telefone nem por mensagem.",
  "mail.loginCode.ignore":
    "Se você não pediu este código, ignore esta mensagem: ninguém consegue entrar na sua conta sem ele.",
  "mail.loginCode.sms": "Código Kominote: {code}. Válido por {minutes} min. Não o compartilhe.",

  "mail.accountDeletion.subject": "Código para excluir sua conta Kominote",
  "mail.accountDeletion.intro": "Você pediu para excluir sua conta Kominote. Aqui está o código que confirma:",
  "mail.accountDeletion.ignore": "Se não foi você quem pediu, não dê este código a ninguém: sua conta não será excluída sem ele.",
  "mail.accountDeletion.sms": "Código para EXCLUIR sua conta Kominote: {code}. Válido por {minutes} min. Não compartilhe.",

  "mail.unknownContact.subject": "Nenhuma conta Kominote usa este endereço",
  "mail.unknownContact.intro":
    "Alguém pediu um código para entrar no Kominote com este endereço de e-mail, mas nenhuma conta Kominote o usa.",
  "mail.unknownContact.howToRegister":
    "Se quiser participar, crie uma conta gratuita. Leva só alguns minutos:",
  "mail.unknownContact.registerButton": "Criar uma conta",
  "mail.unknownContact.ignore": "Se você não fez este pedido, não precisa fazer nada.",
  "mail.unknownContact.sms":
    "Nenhuma conta Kominote usa este numero. Para criar uma: {registerUrl}",

  "mail.verifyEmail.subject": "Confirme seu endereço de e-mail no Kominote",
  "mail.verifyEmail.greeting": "Olá, {fullName},",
  "mail.verifyEmail.intro":
    "Obrigado por entrar no Kominote! Para confirmar que este endereço de e-mail é seu, use o link abaixo:",
  "mail.verifyEmail.button": "Confirmar meu endereço de e-mail",
  "mail.verifyEmail.validity": "Este link é válido por {hours} horas.",
  "mail.verifyEmail.ignore": "Se você não criou esta conta, ignore esta mensagem.",

  "mail.invitation.subject": "{inviterName} convida você para o Kominote",
  "mail.invitation.intro": "{inviterName} convida você para o Kominote, onde cidadãos haitianos contribuem juntos para o desenvolvimento de suas comunidades.",
  "mail.invitation.theirMessage": "Esta é a mensagem:",
  "mail.invitation.button": "Criar minha conta",
  "mail.invitation.ignore": "Se você não conhece esta pessoa ou não tem interesse, não precisa fazer nada.",
  "mail.invitation.unsubscribe": "Para nunca mais receber convites do Kominote, abra este link: {unsubscribeLink}",
  "mail.invitation.sms": "{inviterName} convida você para o Kominote: \"{message}\" Cadastre-se: {link} Não receber mais convites: {unsubscribeLink}",
  "mail.invitation.smsNoMessage": "{inviterName} convida você para o Kominote. Cadastre-se: {link} Não receber mais convites: {unsubscribeLink}",
} as const satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "mail.common.signature": "L'équipe Kominote",
  "mail.common.linkFallback":
    "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",

  "mail.loginCode.subject": "Votre code de connexion Kominote",
  "mail.loginCode.intro": "Voici votre code pour vous connecter à Kominote :",
  "mail.loginCode.validity": "Ce code est valable {minutes} minutes.",
  "mail.loginCode.neverShare":
    "Ne communiquez jamais ce code à personne. L'équipe Kominote ne vous le demandera jamais, ni par téléphone ni par message.",
  "mail.loginCode.ignore":
    "Si vous n'avez pas demandé ce code, ignorez ce message : personne ne peut entrer dans votre compte sans lui.",
  "mail.loginCode.sms":
    "Votre code Kominote : {code}. Valable {minutes} min. Ne le donnez à personne. Pas demandé ? Ignorez ce message.",

  "mail.accountDeletion.subject": "Code de suppression de votre compte Kominote",
  "mail.accountDeletion.intro": "Vous avez demandé la suppression de votre compte Kominote. Voici le code qui la confirme :",
  "mail.accountDeletion.ignore": "Si vous n'êtes pas à l'origine de cette demande, ne donnez ce code à personne : votre compte ne sera pas supprimé sans lui.",
  "mail.accountDeletion.sms": "Code pour SUPPRIMER votre compte Kominote : {code}. Valable {minutes} min. Ne le donnez à personne.",

  "mail.unknownContact.subject": "Aucun compte Kominote avec cette adresse",
  "mail.unknownContact.intro":
    "Quelqu'un a demandé un code de connexion à Kominote avec cette adresse e-mail, mais aucun compte Kominote ne l'utilise.",
  "mail.unknownContact.howToRegister":
    "Pour participer, créez un compte gratuit. Cela ne prend que quelques minutes :",
  "mail.unknownContact.registerButton": "Créer un compte",
  "mail.unknownContact.ignore": "Si vous n'êtes pas à l'origine de cette demande, vous n'avez rien à faire.",
  "mail.unknownContact.sms":
    "Aucun compte Kominote avec ce numéro. Pour en créer un : {registerUrl}",

  "mail.verifyEmail.subject": "Confirmez votre adresse e-mail sur Kominote",
  "mail.verifyEmail.greeting": "Bonjour {fullName},",
  "mail.verifyEmail.intro":
    "Merci de vous être inscrit sur Kominote ! Pour confirmer que cette adresse e-mail est bien la vôtre, utilisez le lien ci-dessous :",
  "mail.verifyEmail.button": "Confirmer mon adresse e-mail",
  "mail.verifyEmail.validity": "Ce lien est valable {hours} heures.",
  "mail.verifyEmail.ignore": "Si vous n'avez pas créé ce compte, ignorez ce message.",

  "mail.invitation.subject": "{inviterName} vous invite sur Kominote",
  "mail.invitation.intro": "{inviterName} vous invite à le rejoindre sur Kominote, où les citoyens haïtiens contribuent ensemble au développement de leur communauté.",
  "mail.invitation.theirMessage": "Voici son message :",
  "mail.invitation.button": "Créer mon compte",
  "mail.invitation.ignore": "Si vous ne connaissez pas cette personne ou si cela ne vous intéresse pas, vous n'avez rien à faire.",
  "mail.invitation.unsubscribe": "Pour ne plus jamais recevoir d'invitations Kominote, ouvrez ce lien : {unsubscribeLink}",
  "mail.invitation.sms": "{inviterName} vous invite sur Kominote : « {message} » Inscription : {link} Ne plus recevoir d'invitations : {unsubscribeLink}",
  "mail.invitation.smsNoMessage": "{inviterName} vous invite sur Kominote. Inscription : {link} Ne plus recevoir d'invitations : {unsubscribeLink}",
} as const satisfies Catalog<typeof ht>;

/**
 * Source texts (Haitian Creole) of the "mail" namespace: the e-mails and text messages Kominote
 * sends. Keys are "mail.<name>". SMS texts stay short so they fit in one segment.
 */
export default {
  "mail.common.signature": "Ekip Kominote",
  "mail.common.linkFallback": "Si bouton an pa mache, kopye lyen sa a nan navigatè w la:",

  "mail.loginCode.subject": "Kòd koneksyon Kominote ou",
  "mail.loginCode.intro": "Men kòd ou pou konekte sou Kominote:",
  "mail.loginCode.validity": "Kòd sa a valab pou {minutes} minit.",
  "mail.loginCode.neverShare":
    "Pa janm bay pèsonn kòd sa a. Ekip Kominote p ap janm mande w li, ni nan telefòn ni nan mesaj.",
  "mail.loginCode.ignore":
    "Si se pa ou ki mande kòd sa a, inyore mesaj sa a: pèsonn pa ka antre nan kont ou san kòd la.",
  "mail.loginCode.sms":
    "Kòd Kominote ou: {code}. Li valab {minutes} min. Pa bay pèsonn li. Si se pa ou ki mande l, inyore mesaj sa a.",

  "mail.accountDeletion.subject": "Kòd pou efase kont Kominote ou",
  "mail.accountDeletion.intro": "Ou mande pou efase kont Kominote ou. Men kòd ki konfime sa:",
  "mail.accountDeletion.ignore": "Si se pa ou ki mande sa, pa bay pèsonn kòd la: kont ou p ap efase san li.",
  "mail.accountDeletion.sms": "Kòd pou EFASE kont Kominote ou: {code}. Li valab {minutes} min. Pa bay pèsonn li.",

  "mail.unknownContact.subject": "Pa gen kont Kominote ak adrès sa a",
  "mail.unknownContact.intro":
    "Yon moun mande yon kòd pou konekte sou Kominote ak adrès imèl sa a, men pa gen okenn kont Kominote ki sèvi ak li.",
  "mail.unknownContact.howToRegister":
    "Si w vle patisipe, kreye yon kont gratis. Sa pran kèk minit sèlman:",
  "mail.unknownContact.registerButton": "Kreye yon kont",
  "mail.unknownContact.ignore": "Si se pa ou ki fè demann sa a, ou pa bezwen fè anyen.",
  "mail.unknownContact.sms":
    "Pa gen kont Kominote ak nimewo sa a. Pou kreye youn: {registerUrl}",

  "mail.verifyEmail.subject": "Konfime adrès imèl ou sou Kominote",
  "mail.verifyEmail.greeting": "Bonjou {fullName},",
  "mail.verifyEmail.intro":
    "Mèsi paske ou enskri sou Kominote! Pou nou konnen adrès imèl sa a se pou ou, konfime l ak lyen ki anba a:",
  "mail.verifyEmail.button": "Konfime adrès imèl mwen",
  "mail.verifyEmail.validity": "Lyen sa a valab pou {hours} èdtan.",
  "mail.verifyEmail.ignore": "Si se pa ou ki kreye kont sa a, inyore mesaj sa a.",

  "mail.invitation.subject": "{inviterName} envite w sou Kominote",
  "mail.invitation.intro": "{inviterName} envite w vin jwenn li sou Kominote, kote sitwayen ayisyen yo kontribye ansanm nan devlopman kominote yo.",
  "mail.invitation.theirMessage": "Men mesaj li voye ba ou:",
  "mail.invitation.button": "Kreye kont mwen",
  "mail.invitation.ignore": "Si ou pa konnen moun sa a oswa ou pa enterese, ou pa bezwen fè anyen.",
  "mail.invitation.unsubscribe": "Pou nou pa janm voye w envitasyon Kominote ankò, louvri lyen sa a: {unsubscribeLink}",
  "mail.invitation.sms": "{inviterName} envite w sou Kominote: \"{message}\" Enskri: {link} Pou pa resevwa envitasyon ankò: {unsubscribeLink}",
  "mail.invitation.smsNoMessage": "{inviterName} envite w sou Kominote. Enskri: {link} Pou pa resevwa envitasyon ankò: {unsubscribeLink}",
} as const;

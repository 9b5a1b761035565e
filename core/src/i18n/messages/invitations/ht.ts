/** Source texts (Haitian Creole) of the "invitations" namespace: inviting friends to join Kominote. */
export default {
  "invitations.retry": "Eseye ankò",
  "invitations.title": "Envite Zanmi",
  "invitations.intro": "Envite zanmi ou yo vin kontribye avè w nan devlopman kominote a. Chak zanmi ki enskri ba ou {points} pwen.",

  "invitations.stats.label": "Chif envitasyon ou yo",
  "invitations.stats.sent": "Envitasyon voye",
  "invitations.stats.accepted": "Envitasyon aksepte",
  "invitations.stats.rank": "Plas ou",
  "invitations.stats.rankValue": "#{rank}",
  "invitations.stats.noRank": "-",
  "invitations.stats.noRankLabel": "Poko gen plas",
  "invitations.stats.loading": "K ap chaje chif ou yo...",
  "invitations.stats.error": "Nou pa ka chaje chif ou yo kounye a.",
  "invitations.stats.shared.one": "Ou pataje oswa kopye lyen ou {count} fwa. Sa pa konte kòm envitasyon voye.",
  "invitations.stats.shared.other": "Ou pataje oswa kopye lyen ou {count} fwa. Sa pa konte kòm envitasyon voye.",

  "invitations.tabs.label": "Fason pou envite",
  "invitations.tabs.email": "Imèl",
  "invitations.tabs.phone": "Telefòn",
  "invitations.tabs.social": "Rezo sosyal",
  "invitations.tabs.link": "Lyen",

  "invitations.form.emailLabel": "Adrès imèl zanmi ou",
  "invitations.form.emailPlaceholder": "zanmi@egzanp.com",
  "invitations.form.phoneLabel": "Nimewo telefòn zanmi ou",
  "invitations.form.phonePlaceholder": "+509 XXXX XXXX",
  "invitations.form.emailRequired": "Tanpri antre yon adrès imel.",
  "invitations.form.phoneRequired": "Tanpri antre yon nimewo telefòn.",
  "invitations.form.messageLabel": "Mesaj ou",
  "invitations.form.defaultMessage":
    "Bonjou! Mwen envite w vin jwenn mwen sou Kominote pou nou kontribye ansanm nan devlopman kominote nou an.",
  "invitations.form.send": "Voye Envetasyon",
  "invitations.form.sending": "K ap voye...",

  "invitations.social.intro": "Pataje envitasyon ou ak lyen ou sou rezo sosyal yo.",
  "invitations.social.shareOn": "Pataje sou {network}",
  "invitations.social.newWindow": "(ap louvri yon lòt fenèt)",
  "invitations.social.instagramCopied": "Nou kopye lyen ou a. Kole l nan Instagram pou pataje l.",

  "invitations.link.intro": "Pataje lyen pèsonèl ou a. Moun ki enskri avè l konte pou ou.",
  "invitations.link.label": "Lyen envitasyon ou",
  "invitations.link.generate": "Jenere lyen",
  "invitations.link.generating": "K ap jenere...",
  "invitations.link.copy": "Kopye",
  "invitations.link.copied": "Kopi nan clipboard!",
  "invitations.link.copyFailed": "Pa ka kòpye. Tanpri kòpye manyèlman.",
  "invitations.link.failed": "Nou pa ka jenere lyen ou kounye a. Eseye ankò.",

  "invitations.top.title": "Pi bon envitè yo",
  "invitations.top.empty": "Poko gen envitasyon ki aksepte. Ou ka premye a!",
  "invitations.top.rank": "Plas {rank}",
  "invitations.top.count": "{count} envitasyon aksepte",
  "invitations.top.successRate": "{rate}% siksè",
  "invitations.top.loading": "K ap chaje pi bon envitè yo...",
  "invitations.top.error": "Nou pa ka chaje lis la kounye a.",

  "invitations.sent.title": "Envetasyon voye!",
  "invitations.sent.message": "Zanmi ou a ap resevwa envitasyon ou a. Lè l enskri, w ap resevwa {points} pwen.",
  "invitations.sent.again": "Envite yon lòt zanmi",

  "invitations.error.sendFailed": "Gen yon pwoblèm nan voye envetasyon an.",
  "invitations.error.dailyLimit": "Ou deja voye {limit} envitasyon jodi a. Ou ka voye lòt demen.",
  "invitations.error.doNotContact":
    "Moun sa a mande pou yo pa voye l envitasyon Kominote ankò. Nou p ap kontakte l. Ou ka pataje lyen ou avè l si l mande w li.",
  "invitations.error.unsubscribeInvalid": "Lyen sa a pa valab.",
  "invitations.unsubscribe.done": "Nou p ap voye okenn lòt envitasyon Kominote bay adrès sa a.",
} as const;

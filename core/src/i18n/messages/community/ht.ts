/** Source texts (Haitian Creole) of the "community" namespace: forums, reports of what members write, and hiding it. */
export default {
  "community.error.forumNotFound": "Nou pa jwenn fowòm sa a.",
  "community.error.postNotFound": "Nou pa jwenn mesaj sa a.",
  "community.error.contentNotFound": "Nou pa jwenn sa a. Petèt li pa egziste, oswa li kache.",
  "community.error.alreadyHidden": "Yon moderatè deja kache sa a.",
  "community.error.reportLimit": "Ou voye twòp rapò nan yon èdtan. Tanpri eseye ankò pita.",
  "community.error.noOpenReports": "Pa gen siyalman k ap tann pou sa a ankò. Petèt yon lòt moderatè deja okipe l.",
  "community.report.received": "Mèsi. Nou resevwa rapò ou a, yon moderatè pral gade l.",
  "community.notification.ideaHidden.title": "Yon moderatè kache ide ou a",
  "community.notification.forumHidden.title": "Yon moderatè kache fowòm ou a",
  "community.notification.forumPostHidden.title": "Yon moderatè kache mesaj ou a",
  "community.notification.hidden.message": "Lòt manm yo pa wè l ankò. Rezon: {reason}",
  "community.translate.show": "Tradui",
  "community.translate.original": "Wè tèks orijinal la",
  "community.translate.working": "K ap tradui...",
  "community.translate.done": "Tradui otomatikman.",
  "community.translate.none": "Nou pa gen tradiksyon pou tèks sa a; men li jan manm nan te ekri l.",
} as const;

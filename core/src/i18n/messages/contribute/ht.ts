/** Source texts (Haitian Creole) of the "contribute" namespace: what the server answers about contributing and uploads. */
export default {
  "contribute.error.notFound": "Nou pa jwenn kontribisyon sa a.",
  "contribute.error.serviceNotJoined": "Ou dwe antre nan sèvis sa a anvan ou kontribye nan travay li yo.",
  "contribute.error.taskWaiting": "Travay sa a poko louvri pou ou: fè travay ki vin anvan l lan dabò.",
  "contribute.error.alreadyContributed": "Ou deja kontribye nan travay sa a: chak manm bay yon sèl kontribisyon pou chak travay.",
  "contribute.error.taskClosed": "Travay sa a fèmen: li deja gen tout kontribitè li te bezwen yo.",
  "contribute.error.locationRequired": "Travay sa a mande pozisyon ou. Pataje kote ou ye a pou w ka voye kontribisyon an.",
  "contribute.error.alreadyReviewed": "Yon moderatè deja revize kontribisyon sa a, ou pa ka chanje l ankò.",
  "contribute.upload.type": "Kalite fichye sa a pa aksepte. Voye yon foto, yon videyo, yon PDF oswa yon dokiman Word.",
  "contribute.upload.pdfOnly": "Etap sa a aksepte sèlman fichye PDF.",
  "contribute.upload.tooBig": "Fichye a twò gwo: pa plis pase 10 MB chak.",
  "contribute.upload.imageLoad": "Nou pa t ka li foto sa a. Tanpri eseye ak yon lòt.",
  "contribute.upload.unavailable": "Youn nan fichye yo pa disponib ankò. Tanpri voye l ankò.",
} as const;

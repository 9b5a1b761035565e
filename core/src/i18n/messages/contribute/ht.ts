/** Source texts (Haitian Creole) of the "contribute" namespace: what the server answers about contributing and uploads. */
export default {
  "contribute.error.notFound": "Nou pa jwenn kontribisyon sa a.",
  "contribute.error.serviceNotJoined": "Ou dwe antre nan sèvis sa a anvan ou kontribye nan travay li yo.",
  "contribute.error.taskWaiting": "Travay sa a poko louvri: fòk travay ki vin anvan l lan gen yon kontribisyon dabò.",
  "contribute.error.alreadyReviewed": "Yon moderatè deja revize kontribisyon sa a, ou pa ka chanje l ankò.",
  "contribute.upload.type": "Kalite fichye sa a pa aksepte. Voye yon foto, yon videyo, yon PDF oswa yon dokiman Word.",
  "contribute.upload.pdfOnly": "Etap sa a aksepte sèlman fichye PDF.",
  "contribute.upload.tooBig": "Fichye a twò gwo: pa plis pase 10 MB chak.",
  "contribute.upload.imageLoad": "Nou pa t ka li foto sa a. Tanpri eseye ak yon lòt.",
  "contribute.upload.unavailable": "Youn nan fichye yo pa disponib ankò. Tanpri voye l ankò.",
} as const;

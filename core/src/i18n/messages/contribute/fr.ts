import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "contribute.error.notFound": "Nous n'avons pas trouvé cette contribution.",
  "contribute.error.serviceNotJoined": "Vous devez rejoindre ce service avant de contribuer à ses tâches.",
  "contribute.error.taskWaiting": "Cette tâche n'est pas encore ouverte pour vous : faites d'abord la tâche précédente.",
  "contribute.error.alreadyContributed": "Vous avez déjà contribué à cette tâche : chaque membre apporte une seule contribution par tâche.",
  "contribute.error.taskClosed": "Cette tâche est fermée : elle a déjà tous les contributeurs qu'il lui fallait.",
  "contribute.error.locationRequired": "Cette tâche demande votre position. Partagez l'endroit où vous êtes pour envoyer la contribution.",
  "contribute.error.alreadyReviewed": "Un modérateur a déjà examiné cette contribution, vous ne pouvez plus la modifier.",
  "contribute.upload.type": "Ce type de fichier n'est pas accepté. Envoyez une photo, une vidéo, un PDF ou un document Word.",
  "contribute.upload.pdfOnly": "Cette étape n'accepte que des fichiers PDF.",
  "contribute.upload.tooBig": "Le fichier est trop volumineux : 10 Mo au plus chacun.",
  "contribute.upload.imageLoad": "Nous n'avons pas pu lire cette photo. Veuillez en essayer une autre.",
  "contribute.upload.unavailable": "L'un des fichiers n'est plus disponible. Veuillez l'envoyer de nouveau.",
} as const satisfies Catalog<typeof ht>;

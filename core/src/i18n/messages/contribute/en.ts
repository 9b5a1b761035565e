import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "contribute.error.notFound": "We could not find this contribution.",
  "contribute.error.serviceNotJoined": "You must join this service before contributing to its tasks.",
  "contribute.error.taskWaiting": "This task is not open for you yet: do the task before it first.",
  "contribute.error.alreadyContributed": "You have already contributed to this task: each member gives one contribution per task.",
  "contribute.error.taskClosed": "This task is closed: it already has all the contributors it needed.",
  "contribute.error.locationRequired": "This task needs your position. Share where you are to send the contribution.",
  "contribute.error.alreadyReviewed": "A moderator has already reviewed this contribution, so it can no longer be changed.",
  "contribute.upload.type": "This type of file is not accepted. Send a photo, a video, a PDF or a Word document.",
  "contribute.upload.pdfOnly": "This step accepts PDF files only.",
  "contribute.upload.tooBig": "The file is too large: 10 MB at most each.",
  "contribute.upload.imageLoad": "We could not read this photo. Please try another one.",
  "contribute.upload.unavailable": "One of the files is no longer available. Please send it again.",
} as const satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "contribute.error.notFound": "We could not find this contribution.",
  "contribute.error.serviceNotJoined": "You must join this service before contributing to its tasks.",
  "contribute.error.taskWaiting": "This task is not open yet: the task before it needs a contribution first.",
  "contribute.error.alreadyReviewed": "A moderator has already reviewed this contribution, so it can no longer be changed.",
  "contribute.upload.type": "This type of file is not accepted. Send a photo, a video, a PDF or a Word document.",
  "contribute.upload.pdfOnly": "This step accepts PDF files only.",
  "contribute.upload.tooBig": "The file is too large: 10 MB at most each.",
  "contribute.upload.imageLoad": "We could not read this photo. Please try another one.",
  "contribute.upload.unavailable": "One of the files is no longer available. Please send it again.",
} as const satisfies Catalog<typeof ht>;

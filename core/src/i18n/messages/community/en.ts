import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "community.error.forumNotFound": "This forum was not found.",
  "community.error.postNotFound": "This post was not found.",
  "community.error.ownPost": "You cannot like your own post.",
  "community.error.contentNotFound": "Not found. It may not exist, or it was hidden.",
  "community.error.alreadyHidden": "A moderator has already hidden this.",
  "community.error.reportLimit": "You sent too many reports in an hour. Please try again later.",
  "community.error.noOpenReports": "There are no open reports on this any more. Another moderator may have dealt with them.",
  "community.report.received": "Thank you. We received your report; a moderator will look at it.",
  "community.notification.ideaHidden.title": "A moderator hid your idea",
  "community.notification.forumHidden.title": "A moderator hid your forum",
  "community.notification.forumPostHidden.title": "A moderator hid your post",
  "community.notification.hidden.message": "Other members no longer see it. Reason: {reason}",
  "community.translate.show": "Translate",
  "community.translate.original": "Show the original text",
  "community.translate.working": "Translating...",
  "community.translate.done": "Translated automatically.",
  "community.translate.none": "No translation is available for this text; here it is as the member wrote it.",
  "community.notification.liveCommentHidden.title": "A moderator hid your comment under the meeting",
} as const satisfies Catalog<typeof ht>;

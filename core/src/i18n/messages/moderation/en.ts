import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "moderation.error.notFound": "This submission is not among those awaiting review.",
  "moderation.error.notPending": "A moderator has already reviewed this submission.",
  "moderation.notification.contributionApproved.title": "Your contribution was accepted",
  "moderation.notification.contributionApproved.message": "A moderator accepted and validated your contribution. Thank you for your work!",
  "moderation.notification.agencyApproved.title": "Your agency was accepted",
  "moderation.notification.agencyApproved.message": "A moderator accepted the agency you added: it now appears in the directory. Thank you!",
  "moderation.notification.agencyRejected.title": "Your agency was not accepted",
  "moderation.notification.agencyRejected.message": "A moderator did not accept the agency you added. Reason: {reason}",
  "moderation.notification.locationApproved.title": "Your place was accepted",
  "moderation.notification.locationApproved.message": "A moderator accepted the place you added: it now appears on the map. Thank you!",
  "moderation.notification.locationRejected.title": "Your place was not accepted",
  "moderation.notification.locationRejected.message": "A moderator did not accept the place you added. Reason: {reason}",
  "moderation.notification.contributionRejected.title": "Your contribution was not accepted",
  "moderation.notification.contributionRejected.message": "A moderator rejected your contribution. Reason: {reason}",
} satisfies Catalog<typeof ht>;

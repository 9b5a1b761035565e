import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "calls.error.failed": "The call request failed",
  "calls.error.notContactable": "This contributor does not accept call requests.",
  "calls.error.ownContribution": "You cannot ask yourself to call you back.",
  "calls.error.dailyLimit": "You have already sent {limit} call requests today. You can send more tomorrow.",
  "calls.notification.title": "Someone asked you to call them",
  "calls.notification.message": "{name} asks you to call them back at {phone} about your contribution.",
  "calls.notification.messageWithNote": "{name} asks you to call them back at {phone} about your contribution. Their message: {note}",
} satisfies Catalog<typeof ht>;

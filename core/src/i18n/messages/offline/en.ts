import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "offline.outbox.waiting": "Waiting for a connection to send",
  "offline.outbox.listLabel": "Waiting to send",
  "offline.outbox.kept": "No connection. What you wrote stays on this device: it will be sent by itself when the connection returns, even if you close the page.",
  "offline.outbox.sent": "What you left on this device has been sent.",
  "offline.outbox.refused": "What you left on this device could not be sent: {message}",
  "offline.notice": "You are offline. You are seeing the last data you viewed; it may not be up to date.",
  "offline.stale": "Last data seen, may not be up to date",
  "offline.update.ready": "A new version of Kominote is ready. It will take over once you have finished writing.",
  "offline.update.apply": "Use it now",
  "offline.idempotency.keyInvalid": "The idempotency key is not valid: it must be 16 to 128 letters, digits, dashes or underscores.",
  "offline.idempotency.keyReused": "This key was already used for another request. Send the request with a new key.",
  "offline.idempotency.inFlight": "This request is already being processed. Wait a moment and try again.",
  "offline.savedAt": "Saved {date}",
  "offline.noticeLabel": "Connection",
  "offline.outbox.fileKept": "Waiting for a connection: it will go with the contribution",
} satisfies Catalog<typeof ht>;

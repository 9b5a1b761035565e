import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "users.emailVerification.verified": "Your e-mail address is verified. Thank you!",
  "users.emailVerification.alreadyVerified": "Your e-mail address was already verified.",
  "users.emailVerification.linkSent": "We sent a new link to {email}. Check your e-mail.",
  /** Shown for the name of a member who left (decision 0020), in the reader's language. */
  "users.formerMember": "Former member",
} satisfies Catalog<typeof ht>;

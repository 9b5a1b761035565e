import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "users.emailVerification.verified": "Your e-mail address is verified. Thank you!",
  "users.emailVerification.alreadyVerified": "Your e-mail address was already verified.",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "users.emailVerification.verified": "Votre adresse e-mail est vérifiée. Merci !",
  "users.emailVerification.alreadyVerified": "Votre adresse e-mail était déjà vérifiée.",
  "users.emailVerification.linkSent": "Un nouveau lien a été envoyé à {email}. Consultez votre boîte e-mail.",
  /** Shown for the name of a member who left (decision 0020), in the reader's language. */
  "users.formerMember": "Ancien membre",
} satisfies Catalog<typeof ht>;

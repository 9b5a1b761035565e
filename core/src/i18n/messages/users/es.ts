import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "users.emailVerification.verified": "Tu correo electrónico está verificado. ¡Gracias!",
  "users.emailVerification.alreadyVerified": "Tu correo electrónico ya estaba verificado.",
  "users.emailVerification.linkSent": "Enviamos un enlace nuevo a {email}. Revisa tu correo.",
  /** Shown for the name of a member who left (decision 0020), in the reader's language. */
  "users.formerMember": "Exmiembro",
} satisfies Catalog<typeof ht>;

import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "users.emailVerification.verified": "Seu e-mail foi verificado. Obrigado!",
  "users.emailVerification.alreadyVerified": "Seu e-mail já estava verificado.",
  "users.emailVerification.linkSent": "Enviamos um novo link para {email}. Confira seu e-mail.",
  /** Shown for the name of a member who left (decision 0020), in the reader's language. */
  "users.formerMember": "Ex-membro",
} satisfies Catalog<typeof ht>;

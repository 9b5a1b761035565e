import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "users.emailVerification.verified": "Votre adresse e-mail est vérifiée. Merci !",
  "users.emailVerification.alreadyVerified": "Votre adresse e-mail était déjà vérifiée.",
} satisfies Catalog<typeof ht>;

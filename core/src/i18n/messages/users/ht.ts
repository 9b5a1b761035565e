/** Source texts (Haitian Creole) of the "users" namespace: what the server says about a member's own account. */
export default {
  "users.emailVerification.verified": "Imèl ou verifye. Mèsi!",
  "users.emailVerification.alreadyVerified": "Imèl ou te deja verifye.",
  "users.emailVerification.linkSent": "Nou voye yon nouvo lyen bay {email}. Gade nan imèl ou.",
  /** Shown for the name of a member who left (decision 0020), in the reader's language. */
  "users.formerMember": "Ansyen manm",
} as const;

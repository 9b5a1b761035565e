/** Source texts (Haitian Creole) of the "users" namespace: what the server says about a member's own account. */
export default {
  "users.emailVerification.verified": "Imèl ou verifye. Mèsi!",
  "users.emailVerification.alreadyVerified": "Imèl ou te deja verifye.",
} as const;

import type { UserRecord } from "../ports/user-repository";
import { loginContactKey, type LoginChannel } from "./login-code-policy";

/** Where the code confirming that a member leaves is sent: the account's e-mail, else its phone. */
export const deletionContact = (user: Pick<UserRecord, "email" | "phoneNumber">): { channel: LoginChannel; contact: string } | null => {
  if (user.email !== null) return { channel: "email", contact: user.email };
  if (user.phoneNumber !== null) return { channel: "phone", contact: user.phoneNumber };
  return null;
};

/**
 * The code store's key for a leaving confirmation: apart from the contact's sign-in key, so a
 * sign-in code never deletes an account, a deletion code never signs in, and each has its limits.
 */
export const deletionCodeKey = (channel: LoginChannel, contact: string): string => `leave:${loginContactKey(channel, contact)}`;

import type { RandomSource } from "../ports/id-generator";
import type { SecretHasher } from "../ports/secret-hasher";
import type { InviteMethod } from "../schemas/invitations";
import { base64Url } from "./base64-url";

/**
 * The methods that send an invitation to someone (an e-mail or a text message through
 * `POST /api/invitations/send`). Only these count as invitations sent, in the member's figures, the
 * success rate and the daily limit (decision 0010).
 */
export const sentInviteMethods = ["email", "phone"] as const satisfies readonly InviteMethod[];

export const isSentInvitation = (method: InviteMethod): boolean => (sentInviteMethods as readonly InviteMethod[]).includes(method);

/** Shares of the member's link (a social network's window, a copy): they reach nobody by themselves and are counted apart. */
export const shareInviteMethods = ["social", "link"] as const satisfies readonly InviteMethod[];

/**
 * Invitations one member may send by e-mail or text message per Haiti calendar day. Each one
 * lands in a stranger's inbox or phone, so the limit keeps one account from spamming (decision 0010).
 * Social and link shares send nothing and are not counted.
 */
export const invitationsPerDay = 20;

/** How many inviters the top-inviters list shows. */
export const topInvitersShown = 10;

/** 9 random bytes: 12 URL-safe characters, 72 bits, so a code cannot be guessed. */
export const drawInviteCode = (random: RandomSource): string => base64Url(random.bytes(9));

/** Invite codes as they travel in links: the base64url alphabet, bounded. */
export const inviteCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The member's personal link: the registration page, carrying their code. */
export const inviteLinkOf = (origin: string, code: string): string => `${origin}/register?invite=${encodeURIComponent(code)}`;

/** Invitations need no more of the member's message than 1000 characters; an empty one is none. */
export const invitationMessageOf = (message: string | null | undefined): string | null =>
  message === undefined || message === null || message.trim() === "" ? null : message.trim();

const unsubscribeSecret = (invitationId: number): string => `invitation-unsubscribe#${invitationId}`;

/** 32 hex characters (128 bits) of the keyed hash: enough against guessing, short enough for a text message. */
const macLength = 32;

/**
 * The token of an invitation's unsubscribe link: the invitation's id and a keyed hash of it, so
 * nobody can forge one for an address they did not receive an invitation at, and no contact
 * appears in the link.
 */
export const unsubscribeTokenOf = (hasher: SecretHasher, invitationId: number): string =>
  `${invitationId}.${hasher.hash(unsubscribeSecret(invitationId)).slice(0, macLength)}`;

/** The invitation an unsubscribe token names, or null when the token was not made by this server. */
export const invitationOfUnsubscribeToken = (hasher: SecretHasher, token: string): number | null => {
  const match = /^([1-9]\d{0,9})\.([0-9a-f]{32})$/.exec(token);
  if (match === null) return null;
  const invitationId = Number(match[1]);
  if (!Number.isSafeInteger(invitationId) || invitationId > 2_147_483_647) return null;
  const expected = hasher.hash(unsubscribeSecret(invitationId)).slice(0, macLength);
  return hasher.equals(expected, match[2] ?? "") ? invitationId : null;
};

/** The unsubscribe address put in each invitation. */
export const unsubscribeLinkOf = (origin: string, token: string): string =>
  `${origin}/api/invitations/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The sent invitations (e-mail, phone) that were accepted, out of those sent, in whole percent;
 * null when the member sent none (people who joined through a shared link are no rate of anything).
 */
export const successRateOf = (acceptedOfSent: number, sent: number): number | null =>
  sent === 0 ? null : Math.min(100, Math.round((acceptedOfSent / sent) * 100));

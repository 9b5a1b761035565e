import type { OperationId } from "@kominote/core/contract/index";

/** HTTP concerns of one call that the contract does not describe. */
export interface RouteSettings {
  /** Largest accepted body in bytes; the server-wide default is 1 MiB. */
  readonly bodyLimit?: number;
  /** A tighter limit than the global one, for costly calls. */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: string };
  /**
   * A public call that answers a signed-in member differently (a redirect, a vote already cast):
   * it reads the session. Calls whose access is above "public" always do.
   */
  readonly readsMember?: boolean;
}

const mebibyte = 1024 * 1024;

/** Sign-in code limits per client address and per route (the e-mail and phone routes count apart). */
const codeSends = { max: 10, timeWindow: "15 minutes" } as const;
const codeVerifies = { max: 30, timeWindow: "15 minutes" } as const;

/** By operationId. */
export const routeSettings: Readonly<Partial<Record<OperationId, RouteSettings>>> = {
  // Each translation may reach an outside translation service.
  translateText: { bodyLimit: 64 * 1024, rateLimit: { max: 30, timeWindow: "1 minute" } },
  // The registration form carries the profile photo as a data URL: 5 MB of image is about 6.7 MB of base64.
  // Each registration creates an account, re-encodes a photo and sends a message. A community
  // event may register a room of people behind one address, so the limit leaves room for that.
  registerUser: { bodyLimit: 8 * mebibyte, rateLimit: { max: 30, timeWindow: "1 hour" } },
  // Each call is a guess at an e-mail link's token.
  verifyEmail: { rateLimit: codeVerifies },
  // A profile edit may carry a new photo the same way.
  updateProfile: { bodyLimit: 8 * mebibyte },
  // Per address, on top of the per-contact limits: each send costs a message, each verify is a guess.
  sendEmailCode: { rateLimit: codeSends },
  sendPhoneCode: { rateLimit: codeSends },
  verifyEmailLogin: { rateLimit: codeVerifies },
  verifyPhoneLogin: { rateLimit: codeVerifies },
  // A signed-in member is sent straight on instead of to the sign-in screen.
  loginNavigation: { readsMember: true },
  // Each call may send an e-mail; the member is limited too (1 a minute, 5 a day), this bounds an address.
  resendEmailVerification: { rateLimit: codeSends },
  // Each request lands on a contributor's phone; the member is limited too (10 a day), this bounds an address.
  requestCall: { rateLimit: { max: 30, timeWindow: "1 hour" } },
  // Each announcement writes one row per member and wakes every open stream.
  sendAnnouncement: { rateLimit: { max: 10, timeWindow: "1 hour" } },
  // One file of at most 10 MB per call, plus the form around it. Each is stored and pictures are
  // re-encoded; a contribution carries up to 11 files, and a community event may share one address.
  uploadFile: { bodyLimit: 11 * mebibyte, rateLimit: { max: 120, timeWindow: "15 minutes" } },
  // Each contribution is a write, pays points and resets the catalogue cache.
  contributeToTask: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // Each join resets the catalogue cache that every home page reads.
  joinService: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  joinServiceForUser: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // A task list's states are the reader's own; a task's contributions include the reader's own
  // and, for a moderator, the unreviewed ones.
  listServiceTasks: { readsMember: true },
  listTaskContributions: { readsMember: true },
  // Members get the names; visitors the same board without them.
  getLeaderboard: { readsMember: true },
  // Each call counts the member's scores in every category, now (a handful of indexed reads).
  getOwnLeaderboardStanding: { rateLimit: { max: 120, timeWindow: "10 minutes" } },
  // The lists name authors and say what the member voted for: they read the session when there is one.
  listIdeas: { readsMember: true },
  listServiceIdeas: { readsMember: true },
  // Each idea is a write that pays points; a community event may share one address.
  createIdea: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  // Each vote is a write that pays two members; a room voting through the list shares one address.
  voteIdea: { rateLimit: { max: 300, timeWindow: "10 minutes" } },
  // Each e-mail or phone invitation reaches a stranger; the member is limited too (20 a day), this bounds an address.
  sendInvitation: { rateLimit: { max: 60, timeWindow: "1 hour" } },
  // Each call is a guess at an unsubscribe token.
  unsubscribeFromInvitations: { rateLimit: codeVerifies },
  // Each forum is a write that pays points and resets the catalogue cache.
  createForum: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
  // Each post is a write that pays points (the ledger caps them at 20 a day); a meeting may post from one address.
  createForumPost: { rateLimit: { max: 120, timeWindow: "10 minutes" } },
  // Each like is a write; one member likes once per post, a room sharing an address likes many.
  likeForumPost: { rateLimit: { max: 300, timeWindow: "10 minutes" } },
  // Each report lands in the moderators' list; the member is limited too (20 an hour), this bounds an address.
  reportContent: { rateLimit: { max: 60, timeWindow: "1 hour" } },
  // Each export reads every table about the member in one snapshot; a member needs it rarely, and
  // the limit (per address, like every other) leaves room for a few members sharing one.
  exportOwnData: { rateLimit: { max: 10, timeWindow: "1 hour" } },
  // Leaving is confirmed by a code like signing in: the same per-address bounds on sends and guesses.
  sendAccountDeletionCode: { rateLimit: codeSends },
  deleteOwnAccount: { rateLimit: codeVerifies },
};

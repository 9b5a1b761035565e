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
};

import { mebibyte, type AreaRouteSettings } from "../../http/route-settings";

/** Sign-in code limits per client address and per route (the e-mail and phone routes count apart). */
export const codeSends = { max: 10, timeWindow: "15 minutes" } as const;
export const codeVerifies = { max: 30, timeWindow: "15 minutes" } as const;

export const accountsRouteSettings: AreaRouteSettings = {
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
};

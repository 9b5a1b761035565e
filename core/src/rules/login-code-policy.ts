import type { RandomSource } from "../ports/id-generator";
import { loginCodeLength } from "./login-code";
import { normalizePhone } from "./phone";

/** Sign-in code limits (DECISIONS section 3). */
export const loginCodeLifetimeMinutes = 10;
export const loginCodeLifetimeMs = loginCodeLifetimeMinutes * 60_000;
/** Wrong tries a code survives; the 5th wrong one ends it. */
export const loginCodeMaxTries = 5;
/** At most one code per contact in this time... */
export const loginCodeResendIntervalMs = 60_000;
/** ...and at most this many in an hour. */
export const loginCodeSendsPerHour = 5;
export const loginCodeSendWindowMs = 60 * 60_000;

const codeSpace = 10 ** loginCodeLength;
/** The largest multiple of 10^6 below 2^32: values above it are drawn again, so no code is likelier than another. */
const unbiasedLimit = Math.floor(2 ** 32 / codeSpace) * codeSpace;

/** Six uniformly random digits from the CSPRNG (rejection sampling: no modulo bias). */
export const drawLoginCode = (random: RandomSource): string => {
  for (;;) {
    const bytes = random.bytes(4);
    const value = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
    if (value < unbiasedLimit) return String(value % codeSpace).padStart(loginCodeLength, "0");
  }
};

export type LoginChannel = "email" | "phone";

/** The key a code is bound to: the channel and the contact as stored (e-mail lowercase, phone without spaces). */
export const loginContactKey = (channel: LoginChannel, contact: string): string => `${channel}:${contact}`;

/** What is hashed: the code together with its contact, so a stored hash is worthless for any other contact. */
export const loginCodeSecret = (contactKey: string, code: string): string => `${contactKey}#${code}`;

/** Whole minutes, at least one, until `until`: how retry times are told. */
export const minutesUntil = (now: Date, until: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** A contact as accounts store it: e-mail trimmed and lowercase, phone number without spaces. */
export const normalizeLoginContact = (channel: LoginChannel, contact: string): string =>
  channel === "email" ? contact.trim().toLowerCase() : normalizePhone(contact);

/** Time as a port, so rules that depend on it (expiry, weeks, relative times) are testable. */
export interface Clock {
  now(): Date;
}

export const fixedClock = (at: Date): Clock => ({ now: () => new Date(at.getTime()) });

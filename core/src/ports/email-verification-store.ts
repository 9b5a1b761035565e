/** A link sent to confirm an e-mail address, as the store knows it. */
export interface EmailVerificationRecord {
  userId: number;
  /** The address the link was sent to: a link only confirms that address. */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Links that confirm a member's e-mail address. The store is given the raw token and keeps only
 * its hash, so a copy of the table cannot confirm anything.
 */
export interface EmailVerificationStore {
  save(token: string, record: { userId: number; email: string; expiresAt: Date }): Promise<void>;
  find(token: string): Promise<EmailVerificationRecord | null>;
  /** Marks the link used; false when it already was (two clicks racing: only one wins). */
  consume(token: string, at: Date): Promise<boolean>;
  /** The member changed address: the old confirmation no longer counts and links sent before stop working. */
  resetForNewEmail(userId: number): Promise<void>;
  /** Ends the member's links not used yet (marks them used), so only the newest link sent works. */
  endUnused(userId: number, at: Date): Promise<void>;
  /**
   * When the member's links expire, for those expiring after `after`, soonest first. Links keep no
   * sending time; every link lives the same span, so their expiries tell when they were sent.
   */
  expiriesAfter(userId: number, after: Date): Promise<Date[]>;
}

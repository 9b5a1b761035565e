/** The live sign-in code of one contact, as stored: its keyed hash, never the digits. */
export interface StoredLoginCode {
  codeHash: string;
  expiresAt: Date;
  /** Tries counted against this code (carried over from the code it replaced). */
  tries: number;
}

/**
 * Sign-in codes and their sending history, per contact key ("email:a@b.c", "phone:+509...").
 * Rows exist for contacts no account uses too, so nothing here tells who is registered.
 */
export interface LoginCodeStore {
  find(contact: string): Promise<StoredLoginCode | null>;
  /** Replaces the contact's code. */
  save(contact: string, code: StoredLoginCode): Promise<void>;
  /**
   * Atomically counts one try against a code that is still valid at `now` and has fewer than
   * `maxTries` tries, and answers it with the new count; null when there is no such code. Counting
   * before comparing keeps parallel guesses within the limit.
   */
  takeTry(contact: string, options: { now: Date; maxTries: number }): Promise<StoredLoginCode | null>;
  /** Removes the code once used (only that code: a newer one for the same contact stays). */
  consume(contact: string, codeHash: string): Promise<boolean>;
  recordSend(contact: string, at: Date): Promise<void>;
  /** When codes were sent to the contact after `since` (excluded), oldest first. */
  sendsSince(contact: string, since: Date): Promise<Date[]>;
}

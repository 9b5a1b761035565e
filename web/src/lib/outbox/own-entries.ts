import type { OutboxEntry } from "./outbox-entry";

/**
 * What one person on the phone may see of the outbox (decision 0034): a phone is often shared, and
 * what a member wrote offline is theirs until it is sent. The signed-in member sees their own
 * entries and those stamped with nobody (written while the server could not say who was signed in:
 * they go under the next member's session, so that member is the one to see them); a visitor sees
 * none.
 */
export const ownEntries = (entries: readonly OutboxEntry[], member: number | null): readonly OutboxEntry[] =>
  member === null ? [] : entries.filter((entry) => entry.member === undefined || entry.member === member);

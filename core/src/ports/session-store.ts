import type { Role } from "../schemas/users";

/** A signed-in member as a request sees them. */
export interface SessionMember {
  id: number;
  role: Role;
}

export interface StoredSession {
  userId: number;
  /** The member's current role, read with the session. */
  role: Role;
  createdAt: Date;
  lastActiveAt: Date;
  /** The absolute end, fixed at sign-in. */
  expiresAt: Date;
}

/**
 * Server-side sessions. The store is given the raw token and keeps only its keyed hash,
 * so a copy of the table cannot be replayed as cookies.
 */
export interface SessionStore {
  create(token: string, session: { userId: number; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** One indexed read. */
  find(token: string): Promise<StoredSession | null>;
  /** Records user activity (the idle timeout counts from it). */
  touch(token: string, at: Date): Promise<void>;
  delete(token: string): Promise<void>;
  /** Ends every session of the member (they left): no cookie of theirs is accepted afterwards. */
  deleteAllOf(userId: number): Promise<void>;
}

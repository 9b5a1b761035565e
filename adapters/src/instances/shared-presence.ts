/**
 * Who is present in a room (a live meeting's viewers, members active now), counted across every
 * instance. A member is present while they keep touching the room within `ttlMs`; a closed tab
 * leaves at once, a lost connection drops out when its time runs out.
 */
export interface SharedPresence {
  touch(room: string, member: string, ttlMs: number): Promise<void>;
  leave(room: string, member: string): Promise<void>;
  count(room: string): Promise<number>;
}

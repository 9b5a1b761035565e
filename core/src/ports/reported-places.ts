import type { ReviewStatus } from "../schemas/contributions";

/**
 * What a store keeps about any place a member reports (a safe place, a connection point), beside
 * the kind's own fields: who reported it, where its review stands, and when it changed.
 */
export interface ReportedRecord {
  readonly id: number;
  /** The member who reported it; never read from a request body. */
  readonly reporterId: number;
  /** The reporter's full name; empty once they left (read as "former member" on the way out). */
  readonly reporterName: string;
  /** The review: pending until a moderator approves or rejects it, pending again after its reporter corrects it. */
  readonly reviewStatus: ReviewStatus;
  /** The moderator's reason, while rejected. */
  readonly rejectionReason: string | null;
  readonly reportedAt: string;
  readonly updatedAt: string;
}

/** A list read: the reviewed places everyone sees, the reader's own whatever their review, narrowed. */
export interface ReportedPlaceQuery<Kind> {
  /** The signed-in reader: their own pending and rejected places are theirs to see, no one else's. */
  readonly readerId: number;
  /** The kind's one filter (a safe place's category, a connection point's type). */
  readonly kind?: Kind;
  /** Searchable words (core/src/rules/searchable-text.ts), each found in the name, address or description. */
  readonly words: readonly string[];
}

/**
 * How a correction leaves the review: `keep` it (a moderator's correction, a status after a test)
 * or ask for it `again` (a reporter's change a moderator has not seen), which clears a rejection.
 */
export type ReviewAfterCorrection = "keep" | "again";

/**
 * The storage of one kind of reported place. `Fields` are the kind's own columns (name, address,
 * description and coordinates included), `Kind` the value its list filters on.
 */
export interface ReportedPlaces<Fields, Kind> {
  /** Approved places and the reader's own in any review state, matching the query, by name (case and accents aside), then id. */
  list(query: ReportedPlaceQuery<Kind>): Promise<readonly (Fields & ReportedRecord)[]>;
  find(id: number): Promise<(Fields & ReportedRecord) | undefined>;
  /** Stores a new place, pending review. */
  add(place: Fields, reporterId: number, at: Date): Promise<Fields & ReportedRecord>;
  /** Replaces the given fields of an existing place; undefined when there is none. */
  correct(id: number, changes: Partial<Fields>, review: ReviewAfterCorrection, at: Date): Promise<(Fields & ReportedRecord) | undefined>;
}

import type { Language } from "../i18n/languages";
import type { IdeaSummary } from "../schemas/ideas";

export type { IdeaSummary };

/** A visible idea as stored: its service named in the reader's language, its author, its votes. */
export interface IdeaRecord {
  readonly id: number;
  readonly content: string;
  readonly serviceId: number;
  readonly serviceName: string;
  readonly authorId: number;
  readonly authorName: string;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
  readonly voteCount: number;
}

/** One page of visible ideas, of every service (`serviceId` null) or of one. */
export interface IdeaPageQuery {
  readonly serviceId: number | null;
  /** Newest first, or most voted first (ties: newest first). */
  readonly order: "recent" | "votes";
  readonly limit: number;
  readonly offset: number;
  readonly language: Language;
}

export interface NewIdea {
  readonly authorId: number;
  readonly serviceId: number;
  /** Already trimmed and checked by the request schema. */
  readonly content: string;
}

/**
 * What casting a vote did: `cast` recorded it (with the vote's own number, which the author's
 * points refer to); `repeat` found the member's earlier vote and changed nothing; `not-found`
 * means the idea is unknown or hidden.
 */
export type VoteOutcome =
  | { readonly outcome: "cast"; readonly voteId: number }
  | { readonly outcome: "repeat" }
  | { readonly outcome: "not-found" };

/** Ideas and their votes. Hidden ideas are never listed, found, counted or voted for. */
export interface IdeaRepository {
  listVisible(query: IdeaPageQuery): Promise<readonly IdeaRecord[]>;
  findVisible(ideaId: number, language: Language): Promise<IdeaRecord | null>;
  /** Every idea the member voted for (hidden ones included): how lists say `hasVoted`. */
  votesOf(voterId: number): Promise<ReadonlySet<number>>;
  /** Stores a visible idea with no votes; answers its id. */
  create(idea: NewIdea): Promise<number>;
  /**
   * Records one vote per member and idea, and moves the idea's vote count with it, atomically:
   * any number of simultaneous votes by one member record exactly one.
   */
  vote(ideaId: number, voterId: number): Promise<VoteOutcome>;
  summary(): Promise<IdeaSummary>;
}

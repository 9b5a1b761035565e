import type { Clock } from "@kominote/core/ports/clock";
import type { Language } from "@kominote/core/i18n/languages";
import type {
  IdeaPageQuery,
  IdeaRecord,
  IdeaRepository,
  IdeaSummary,
  NewIdea,
  VoteOutcome,
} from "@kominote/core/ports/idea-repository";
import { immediately, seeingWrites, type AfterCommit, type WatchingCache, type WriteOf } from "../cache/seeing-writes";
import { ShortMemo } from "../cache/short-memo";

/**
 * The idea lists are public and read far more often than ideas are shared or voted for. Pages,
 * the summary and each member's votes are served from memory for `ttlMs`; a new idea or vote
 * through this process forgets the pages and the summary (and the voter's votes) at once, so its
 * author sees it on the next read. A change made by another adapter (a moderator hiding an idea)
 * is seen the same way when that adapter is handed out through `seeing`; any other change around
 * the cache shows within `ttlMs`, or at once after `invalidate()`.
 */
export class CachedIdeaRepository implements IdeaRepository, WatchingCache {
  readonly #pages: ShortMemo<readonly IdeaRecord[]>;
  readonly #summary: ShortMemo<IdeaSummary>;
  readonly #votes: ShortMemo<ReadonlySet<number>>;

  constructor(
    private readonly ideas: IdeaRepository,
    clock: Clock,
    ttlMs: number,
    private readonly afterCommit: AfterCommit = immediately,
  ) {
    // Pages per list, order, page and language; a member's votes per member.
    this.#pages = new ShortMemo(clock, ttlMs, 2_000);
    this.#summary = new ShortMemo(clock, ttlMs, 1);
    this.#votes = new ShortMemo(clock, ttlMs, 10_000);
  }

  listVisible(query: IdeaPageQuery): Promise<readonly IdeaRecord[]> {
    const key = `${String(query.serviceId ?? "all")}:${query.order}:${String(query.limit)}:${String(query.offset)}:${query.language}`;
    return this.#pages.get(key, () => this.ideas.listVisible(query));
  }

  /** Never cached: voting reads the idea's author and count as they are now. */
  findVisible(ideaId: number, language: Language): Promise<IdeaRecord | null> {
    return this.ideas.findVisible(ideaId, language);
  }

  votesOf(voterId: number): Promise<ReadonlySet<number>> {
    return this.#votes.get(voterId, () => this.ideas.votesOf(voterId));
  }

  create(idea: NewIdea): Promise<number> {
    return this.changingLists(() => this.ideas.create(idea));
  }

  vote(ideaId: number, voterId: number): Promise<VoteOutcome> {
    return this.#votes.writing(voterId, () => this.changingLists(() => this.ideas.vote(ideaId, voterId)));
  }

  summary(): Promise<IdeaSummary> {
    return this.#summary.get("all", () => this.ideas.summary());
  }

  seeing<T extends object>(writer: T, writes: readonly WriteOf<T>[]): T {
    return seeingWrites(writer, writes, () => this.invalidate(), this.afterCommit);
  }

  /** Forgets every page and the summary, for a change made around this cache. */
  invalidate(): void {
    this.#pages.clear();
    this.#summary.clear();
  }

  /** Forgets before and after the write, so a read that overlapped it cannot keep the old lists. */
  private async changingLists<T>(write: () => Promise<T>): Promise<T> {
    this.invalidate();
    try {
      return await write();
    } finally {
      this.invalidate();
    }
  }
}

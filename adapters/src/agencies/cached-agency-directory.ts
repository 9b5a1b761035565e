import type { AgencyDirectory, AgencySubmission, NewAgency } from "@kominote/core/ports/agency-directory";
import type { Clock } from "@kominote/core/ports/clock";
import type { GovernmentAgency } from "@kominote/core/schemas/agencies";
import { immediately, seeingWrites, type AfterCommit, type WatchingCache, type WriteOf } from "../cache/seeing-writes";
import { ShortMemo } from "../cache/short-memo";

/**
 * The public directory, the same for every reader, served from memory for `ttlMs`: the same array
 * until it changes, so its JSON and ETag are made once per version. A submission waits for review
 * and changes no list; a moderator's verdict does, and reaches this cache through `seeing` (the
 * agencies' review source), so an approved agency is listed at once.
 */
export class CachedAgencyDirectory implements AgencyDirectory, WatchingCache {
  readonly #approved: ShortMemo<readonly GovernmentAgency[]>;

  constructor(
    private readonly directory: AgencyDirectory,
    clock: Clock,
    ttlMs: number,
    private readonly afterCommit: AfterCommit = immediately,
  ) {
    this.#approved = new ShortMemo(clock, ttlMs, 1);
  }

  listApproved(): Promise<readonly GovernmentAgency[]> {
    return this.#approved.get("approved", () => this.directory.listApproved());
  }

  submit(agency: NewAgency): Promise<AgencySubmission> {
    return this.directory.submit(agency);
  }

  seeing<T extends object>(writer: T, writes: readonly WriteOf<T>[]): T {
    return seeingWrites(writer, writes, () => this.invalidate(), this.afterCommit);
  }

  invalidate(): void {
    this.#approved.clear();
  }
}

import type { Clock } from "@kominote/core/ports/clock";
import type { PlaceChanges, PlaceDirectory, PlaceListFilter, PlacePage } from "@kominote/core/ports/place-directory";
import type { Location } from "@kominote/core/schemas/locations";
import type { Knex } from "knex";
import { immediately, type AfterCommit } from "../cache/seeing-writes";
import { ApprovedPlacesIndex, indexedPlace, type IndexedPlace } from "./approved-places-index";
import type { PlaceChangeSink } from "./place-change-writers";
import type { PlaceChange, PlaceChangeFeed } from "./place-changes";
import { PassThroughPlaceDirectory } from "./pass-through-place-directory";
import { selectPlaces, toLocation, type PlaceRow } from "./place-sql";

export interface InMemoryApprovedPlacesOptions {
  readonly clock: Clock;
  /**
   * A full reload after this long, in the background: what no write told the memory of (a
   * member's new name on their places, a row changed by hand, a change from another instance
   * whose message was lost) shows within it.
   */
  readonly reloadAfterMs: number;
  /** Runs a patch now, or once the unit of work it was asked in commits. */
  readonly afterCommit?: AfterCommit;
  /** The other instances' changes, and where this one's go; none with a single instance. */
  readonly feed?: PlaceChangeFeed;
  readonly onFailure?: (cause: unknown) => void;
}

const readApproved = async (db: Knex, narrow: (query: Knex.QueryBuilder) => Knex.QueryBuilder = (query) => query): Promise<IndexedPlace[]> => {
  const rows = (await narrow(selectPlaces(db).select("p.name_key").where("p.status", "approved"))) as (PlaceRow & { name_key: string })[];
  return rows.map((row) => indexedPlace(toLocation(row), row.name_key, row.author_id));
};

/**
 * The places directory with every approved place held in memory (decision 0037): the public lists
 * (any order, region, viewport, name search and cursor) are answered from it, so a question nobody
 * asked before costs no query; a member's own places and everything else come from `directory`.
 *
 * The memory is read from the database at first use and patched on each change: an edit through
 * it, and whatever `changed` is told (a verdict, a member leaving), each re-read by id once its
 * unit of work commits and sent to the other instances through `feed`, which patch theirs the same
 * way. Patches and loads run one at a time in order, and a list waits for those asked before it,
 * so a change is in the next list read on this instance.
 */
export class InMemoryApprovedPlaces extends PassThroughPlaceDirectory implements PlaceChangeSink {
  #index: ApprovedPlacesIndex | null = null;
  #loadedAt = 0;
  /** The patches and loads, one after the other; never rejects. */
  #queue: Promise<void> = Promise.resolve();
  /** Queued work a list must wait for (the background reload is not). */
  #awaited = 0;
  #reloading = false;
  #loading: Promise<void> | null = null;
  readonly #listeners: (() => void)[] = [];
  #listening: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    directory: PlaceDirectory,
    private readonly options: InMemoryApprovedPlacesOptions,
  ) {
    super(directory);
  }

  override async list(filter: PlaceListFilter): Promise<PlacePage> {
    if (filter.visibility.kind !== "approved") return this.directory.list(filter);
    return (await this.current()).page(filter);
  }

  override async update(id: number, changes: PlaceChanges): Promise<Location | null> {
    const updated = await this.directory.update(id, changes);
    if (updated !== null) this.changed({ placeId: id });
    return updated;
  }

  /**
   * A change made around this directory (a verdict, a member leaving): read again once its unit of
   * work commits, here and on the other instances.
   */
  changed(change: PlaceChange): void {
    (this.options.afterCommit ?? immediately)(() => {
      this.patch(change);
      this.options.feed?.publish(change);
    });
  }

  /** `listener` runs after each change of the memory, so pages kept in front of it are forgotten. */
  whenChanged(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** Forgets everything: the next list reads the database again (a test's own rows). */
  invalidate(): void {
    this.#index = null;
  }

  private async current(): Promise<ApprovedPlacesIndex> {
    const index = this.#index;
    if (index !== null && this.#awaited === 0) {
      if (this.options.clock.now().getTime() - this.#loadedAt >= this.options.reloadAfterMs) this.reloadInBackground();
      return index;
    }
    await this.#queue;
    if (this.#index !== null) return this.#index;
    this.#loading ??= this.enqueue(() => this.load(), true).finally(() => {
      this.#loading = null;
    });
    await this.#loading;
    if (this.#index === null) throw new Error("The approved places could not be read");
    return this.#index;
  }

  /**
   * Runs `work` after what is queued. A failure is reported (a load's also rejects its caller's
   * list, so the next list tries again), and never stops the queue.
   */
  private enqueue(work: () => Promise<void>, awaited: boolean): Promise<void> {
    if (awaited) this.#awaited++;
    const run = this.#queue.then(work).finally(() => {
      if (awaited) this.#awaited--;
    });
    this.#queue = run.catch((cause: unknown) => this.options.onFailure?.(cause));
    return run;
  }

  private async load(): Promise<void> {
    // Listening first: a change committed while the places are read is patched after them.
    const listening = (this.#listening ??= this.options.feed?.listen((change) => this.patch(change)) ?? Promise.resolve());
    await listening.catch((cause: unknown) => {
      this.#listening = null;
      this.options.onFailure?.(cause);
    });
    const startedAt = this.options.clock.now().getTime();
    const index = new ApprovedPlacesIndex(await readApproved(this.db));
    this.#index = index;
    this.#loadedAt = startedAt;
    this.told();
  }

  private told(): void {
    for (const listener of this.#listeners) listener();
  }

  private reloadInBackground(): void {
    if (this.#reloading) return;
    this.#reloading = true;
    this.enqueue(() => this.load(), false)
      .catch(() => undefined)
      .finally(() => {
        this.#reloading = false;
      });
  }

  private patch(change: PlaceChange): void {
    // Never read yet, or forgotten, and no read under way: the next list reads it all. A change
    // committed while the places are being read is patched after them.
    if (this.#index === null && this.#loading === null) return;
    void this.enqueue(async () => {
      const index = this.#index;
      if (index === null) return;
      if ("placeId" in change) {
        const [entry] = await readApproved(this.db, (query) => query.where("p.id", change.placeId));
        if (entry === undefined) index.remove(change.placeId);
        else index.put(entry);
      } else {
        const entries = await readApproved(this.db, (query) => query.where("p.author_id", change.authorId));
        for (const id of index.idsOfAuthor(change.authorId)) index.remove(id);
        for (const entry of entries) index.put(entry);
      }
      this.told();
    }, true).catch(() => {
      // A patch that failed leaves the memory behind until it is read again in full.
      this.#index = null;
    });
  }
}

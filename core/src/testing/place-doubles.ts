/*
 * An in-memory twin of the place directory, for use-case tests and the port's contract suite.
 * It keeps the port's promises with the same rules the SQL uses: the folded name key, the
 * distance key, keyset pages that never repeat or skip a place.
 */
import type { NewPlace, PlaceChanges, PlaceDirectory, PlaceListFilter, PlacePage, StoredPlace } from "../ports/place-directory";
import { isInsideBox } from "../rules/map-viewport";
import type { PlaceCursor } from "../rules/place-cursor";
import { compareNameKeys, distanceOrderKey, placeNameKey } from "../rules/place-order";
import type { ReviewStatus } from "../schemas/contributions";
import type { Location, LocationSummary } from "../schemas/locations";

interface Row {
  place: StoredPlace;
  createdMs: number;
}

const publicView = ({ authorId: _authorId, ...place }: StoredPlace): Location => place;

/** The key a row has in an order, as the cursor carries it. */
const keyOf = (filter: PlaceListFilter, row: Row): string | number => {
  switch (filter.order.sort) {
    case "name":
      return placeNameKey(row.place.name);
    case "recent":
      return row.createdMs;
    case "distance":
      return distanceOrderKey(filter.order.near, row.place);
  }
};

/** Ascending by key, except recent (newest first); the id breaks ties in the same direction. */
const compare = (filter: PlaceListFilter, a: { key: string | number; id: number }, b: { key: string | number; id: number }): number => {
  const direction = filter.order.sort === "recent" ? -1 : 1;
  const byKey =
    typeof a.key === "string" && typeof b.key === "string" ? compareNameKeys(a.key, b.key) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  return direction * (byKey || a.id - b.id);
};

export class MemoryPlaces implements PlaceDirectory {
  readonly rows: Row[] = [];
  private lastId = 0;

  /** `members` names the authors by id, as the users table would; `now` dates new places. */
  constructor(
    private readonly members: ReadonlyMap<number, string> = new Map(),
    private readonly now: () => Date = () => new Date(Date.UTC(2026, 0, 1, 12, this.rows.length)),
  ) {}

  private named(place: StoredPlace): StoredPlace {
    return { ...place, authorName: this.members.get(place.authorId) ?? null };
  }

  private visible(filter: PlaceListFilter, place: StoredPlace): boolean {
    const { visibility } = filter;
    const approved = place.status === "approved";
    if (visibility.kind === "approved") return approved;
    const mine = place.authorId === visibility.memberId;
    return visibility.kind === "mine" ? mine : approved || mine;
  }

  async list(filter: PlaceListFilter): Promise<PlacePage> {
    const needle = filter.nameContains === undefined ? undefined : placeNameKey(filter.nameContains);
    const after: PlaceCursor | undefined = filter.after;
    const matching = this.rows
      .filter(({ place }) => this.visible(filter, place))
      .filter(({ place }) => filter.region === undefined || place.region === filter.region)
      .filter(({ place }) => filter.box === undefined || isInsideBox(filter.box, place))
      .filter(({ place }) => needle === undefined || placeNameKey(place.name).includes(needle))
      .map((row) => ({ row, key: keyOf(filter, row), id: row.place.id }))
      .filter((entry) => after === undefined || compare(filter, entry, after) > 0)
      .sort((a, b) => compare(filter, a, b));
    const page = matching.slice(0, filter.limit);
    const last = page.at(-1);
    const next: PlaceCursor | null =
      matching.length > filter.limit && last !== undefined
        ? filter.order.sort === "name"
          ? { sort: "name", key: String(last.key), id: last.id }
          : { sort: filter.order.sort, key: Number(last.key), id: last.id }
        : null;
    return { places: page.map(({ row }) => publicView(this.named(row.place))), next };
  }

  async summary(since: Date): Promise<LocationSummary> {
    const approved = this.rows.filter(({ place }) => place.status === "approved");
    return {
      approved: approved.length,
      withPhoto: approved.filter(({ place }) => place.photoUrl !== null).length,
      addedThisWeek: approved.filter(({ createdMs }) => createdMs >= since.getTime()).length,
    };
  }

  async find(id: number): Promise<StoredPlace | null> {
    const row = this.rows.find(({ place }) => place.id === id);
    return row === undefined ? null : this.named(row.place);
  }

  async listByAuthor(authorId: number): Promise<readonly Location[]> {
    return this.rows
      .filter(({ place }) => place.authorId === authorId)
      .sort((a, b) => b.createdMs - a.createdMs || b.place.id - a.place.id)
      .map(({ place }) => publicView(this.named(place)));
  }

  async submit(place: NewPlace): Promise<Location> {
    const created = this.now();
    const stored: StoredPlace = {
      ...place,
      id: ++this.lastId,
      approved: false,
      status: "pending",
      rejectionReason: null,
      authorName: null,
      createdAt: created.toISOString(),
    };
    this.rows.push({ place: stored, createdMs: created.getTime() });
    return publicView(this.named(stored));
  }

  async update(id: number, { status, ...changes }: PlaceChanges): Promise<Location | null> {
    const row = this.rows.find(({ place }) => place.id === id);
    if (row === undefined) return null;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    row.place = { ...row.place, ...defined, ...(status === undefined ? {} : { status, approved: false, rejectionReason: null }) };
    return publicView(this.named(row.place));
  }

  /** What a moderator's verdict leaves behind. */
  setStatus(id: number, status: ReviewStatus, reason: string | null = null): void {
    const row = this.rows.find(({ place }) => place.id === id);
    if (row === undefined) throw new Error(`No place ${id}`);
    row.place = { ...row.place, status, approved: status === "approved", rejectionReason: status === "rejected" ? reason : null };
  }

  /** Moves a place's creation time (the summary's week, the recent order). */
  setCreatedAt(id: number, at: Date): void {
    const row = this.rows.find(({ place }) => place.id === id);
    if (row === undefined) throw new Error(`No place ${id}`);
    row.createdMs = at.getTime();
    row.place = { ...row.place, createdAt: at.toISOString() };
  }
}

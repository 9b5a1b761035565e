import type { NewPlace, PlaceChanges, PlaceDirectory, PlaceListFilter, PlacePage, StoredPlace } from "@kominote/core/ports/place-directory";
import type { PlaceCursor } from "@kominote/core/rules/place-cursor";
import { placeNameKey } from "@kominote/core/rules/place-order";
import type { Location, LocationSummary } from "@kominote/core/schemas/locations";
import type { Knex } from "knex";
import { distanceKeyBindings, distanceKeySql, selectPlaces, toLocation, toStoredPlace, type PlaceRow } from "./place-sql";

/** `%`, `_` and the escape itself match literally inside a LIKE pattern. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The places in PostgreSQL (decision 0022). Each list is one query on an index ending with the id
 * (migration 0019), read a page plus one row to know whether another page follows: keyset
 * pagination, so the 800th page costs what the first does.
 */
export class KnexPlaceDirectory implements PlaceDirectory {
  constructor(private readonly db: Knex) {}

  async list(filter: PlaceListFilter): Promise<PlacePage> {
    const { db } = this;
    const query = selectPlaces(db);
    const { visibility, order, after } = filter;
    if (visibility.kind === "approved") query.where("p.status", "approved");
    else if (visibility.kind === "mine") query.where("p.author_id", visibility.memberId);
    else query.where((mine) => mine.where("p.status", "approved").orWhere("p.author_id", visibility.memberId));
    if (filter.region !== undefined) query.where("p.region", filter.region);
    if (filter.box !== undefined) {
      query.whereBetween("p.latitude", [filter.box.minLatitude, filter.box.maxLatitude]);
      query.whereBetween("p.longitude", [filter.box.minLongitude, filter.box.maxLongitude]);
    }
    if (filter.nameContains !== undefined && filter.nameContains !== "") {
      query.whereRaw("p.name_key like ? escape '\\'", [`%${likeLiteral(placeNameKey(filter.nameContains))}%`]);
    }

    let keyOf: (row: PlaceRow & { sort_key?: number | string }) => PlaceCursor;
    switch (order.sort) {
      case "name":
        query.select("p.name_key as sort_key").orderBy([{ column: "p.name_key" }, { column: "p.id" }]);
        if (after?.sort === "name") query.whereRaw("(p.name_key, p.id) > (?, ?)", [after.key, after.id]);
        keyOf = (row) => ({ sort: "name", key: String(row.sort_key), id: row.id });
        break;
      case "recent":
        query.orderBy([{ column: "p.created_at", order: "desc" }, { column: "p.id", order: "desc" }]);
        if (after?.sort === "recent") query.whereRaw("(p.created_at, p.id) < (?, ?)", [new Date(after.key), after.id]);
        keyOf = (row) => ({ sort: "recent", key: new Date(row.created_at).getTime(), id: row.id });
        break;
      case "distance": {
        const bindings = distanceKeyBindings(order.near);
        query.select(db.raw(`${distanceKeySql} as sort_key`, bindings)).orderByRaw(`${distanceKeySql}, p.id`, bindings);
        if (after?.sort === "distance") query.whereRaw(`(${distanceKeySql}, p.id) > (?::float8, ?)`, [...bindings, after.key, after.id]);
        keyOf = (row) => ({ sort: "distance", key: Number(row.sort_key), id: row.id });
        break;
      }
    }

    const rows = (await query.limit(filter.limit + 1)) as (PlaceRow & { sort_key?: number | string })[];
    const page = rows.slice(0, filter.limit);
    const last = page.at(-1);
    return { places: page.map(toLocation), next: rows.length > filter.limit && last !== undefined ? keyOf(last) : null };
  }

  async summary(since: Date): Promise<LocationSummary> {
    const row = (await this.db("places")
      .where("status", "approved")
      .first(
        this.db.raw("count(*)::int as approved"),
        this.db.raw("count(photo_url)::int as with_photo"),
        this.db.raw("(count(*) filter (where created_at >= ?))::int as added_this_week", [since]),
      )) as { approved: number; with_photo: number; added_this_week: number };
    return { approved: row.approved, withPhoto: row.with_photo, addedThisWeek: row.added_this_week };
  }

  async find(id: number): Promise<StoredPlace | null> {
    const row = (await selectPlaces(this.db).where("p.id", id).first()) as PlaceRow | undefined;
    return row === undefined ? null : toStoredPlace(row);
  }

  async listByAuthor(authorId: number): Promise<readonly Location[]> {
    const rows = (await selectPlaces(this.db)
      .where("p.author_id", authorId)
      .orderBy([{ column: "p.created_at", order: "desc" }, { column: "p.id", order: "desc" }])) as PlaceRow[];
    return rows.map(toLocation);
  }

  async submit({ authorId, photoUrl, ...place }: NewPlace): Promise<Location> {
    const [inserted] = (await this.db("places")
      .insert({ ...place, name_key: placeNameKey(place.name), photo_url: photoUrl, author_id: authorId, status: "pending" })
      .returning("id")) as { id: number }[];
    if (inserted === undefined) throw new Error("The place insert returned no row");
    return this.read(inserted.id);
  }

  async update(id: number, { name, description, photoUrl, status }: PlaceChanges): Promise<Location | null> {
    const changes = {
      ...(name === undefined ? {} : { name, name_key: placeNameKey(name) }),
      ...(description === undefined ? {} : { description }),
      ...(photoUrl === undefined ? {} : { photo_url: photoUrl }),
      ...(status === undefined ? {} : { status, rejection_reason: null, reviewed_by: null, reviewed_at: null }),
      updated_at: this.db.fn.now(),
    };
    const updated = await this.db("places").where({ id }).update(changes);
    return updated === 0 ? null : this.read(id);
  }

  private async read(id: number): Promise<Location> {
    const row = (await selectPlaces(this.db).where("p.id", id).first()) as PlaceRow | undefined;
    if (row === undefined) throw new Error(`Place ${id} vanished after its write`);
    return toLocation(row);
  }
}

import { fixedClock } from "@kominote/core/ports/clock";
import type { PlaceDirectory, PlaceListFilter } from "@kominote/core/ports/place-directory";
import type { PlaceCursor } from "@kominote/core/rules/place-cursor";
import { placeNameKey } from "@kominote/core/rules/place-order";
import { regionOf } from "@kominote/core/rules/place-region";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { openedFor } from "../db/contract-on-every-backend";
import { testDatabaseTargets } from "../db/test-database";
import { emptyFoundationTables, namedKnexMembers } from "../services/knex-fixtures";
import { InMemoryApprovedPlaces } from "./in-memory-approved-places";
import { KnexPlaceDirectory } from "./knex-place-directory";
import { placeDirectoryContract } from "./place-directory.contract";
import type { PlaceChange, PlaceChangeFeed } from "./place-changes";

/** Names that trip an order or a search up: accents, case, spaces, punctuation, Creole letters, beyond 16 bits. */
const trickyNames = [
  "Legliz Sen Jozèf", "legliz sen jozef", "LEGLIZ SEN JOZÈF", "Légliz  Sen-Jozèf", "Lòpital Ofatma", "Lopital Sen Mikèl", "Mache Fè",
  "Mache fe", "Mache-Fè", "Mache.Fè", "Machè", "mache", "École nationale", "Ekòl Nasyonal", "Pòt-o-Prens", "Port-au-Prince", "Cité Soleil",
  "Sit Solèy", "A", "a b", "ab", "a-b", "a.b", "a_b", "a%b", "Ò", "ò", "O", "Zanmi 😀", "Zanmi \uffff", "kote 1", "kote 10", "kote 2",
  "Bibliyotèk", "Jérémie", "Plas Jeremi", "'Kay Manman'", "\"Kay\" Papa", "Okap!", "Okap?",
];

const random = (() => {
  let seed = 20_261_127;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
})();

/** A bus between two memories in one process, as LISTEN/NOTIFY or Redis joins two instances. */
const sharedBus = () => {
  const listeners: ((change: PlaceChange) => void)[] = [];
  return (): PlaceChangeFeed => {
    let own: ((change: PlaceChange) => void) | undefined;
    return {
      publish: (change) => listeners.filter((listener) => listener !== own).forEach((listener) => listener(change)),
      listen: async (onChange) => {
        own = onChange;
        listeners.push(onChange);
      },
    };
  };
};

const memoryOver = (db: Knex, feed?: PlaceChangeFeed) =>
  new InMemoryApprovedPlaces(db, new KnexPlaceDirectory(db), { clock: fixedClock(new Date()), reloadAfterMs: 3_600_000, ...(feed === undefined ? {} : { feed }) });

/** Every page to the end: ids, and the cursors written between them. */
const allPages = async (directory: PlaceDirectory, filter: Omit<PlaceListFilter, "after">) => {
  const ids: number[][] = [];
  const cursors: (PlaceCursor | null)[] = [];
  let after: PlaceCursor | undefined;
  for (let guard = 0; guard < 500; guard++) {
    const page = await directory.list({ ...filter, ...(after === undefined ? {} : { after }) });
    ids.push(page.places.map((place) => place.id));
    cursors.push(page.next);
    if (page.next === null) return { ids, cursors, places: page.places };
    after = page.next;
  }
  throw new Error("The cursors never ended");
};

describe.each(testDatabaseTargets())("the approved places in memory on $name", (target) => {
  const db = openedFor(target);

  const empty = async () => {
    await db()("places").delete();
    await emptyFoundationTables(db());
  };

  describe("keeps the PlaceDirectory contract", () => {
    placeDirectoryContract(async () => {
      await empty();
      const memory = memoryOver(db());
      return {
        directory: memory,
        given: {
          member: namedKnexMembers(db()),
          // As a verdict's review source does once it has written.
          status: async (placeId, status, reason) => {
            await db()("places").where({ id: placeId }).update({ status, rejection_reason: reason ?? null });
            memory.changed({ placeId });
          },
          createdAt: async (placeId, at) => {
            await db()("places").where({ id: placeId }).update({ created_at: at });
            memory.changed({ placeId });
          },
        },
      };
    });
  });

  it("answers each list as the SQL does, page by page and cursor by cursor", async () => {
    await empty();
    const member = namedKnexMembers(db());
    const authors = [(await member()).id, (await member()).id];
    const rows = Array.from({ length: 360 }, (_, n) => {
      const latitude = Math.round((18.0 + random() * 1.9) * 1e6) / 1e6;
      const longitude = Math.round((-74.4 + random() * 2.5) * 1e6) / 1e6;
      const name = `${trickyNames[n % trickyNames.length] ?? "?"}${n >= trickyNames.length ? ` ${Math.floor(random() * 30)}` : ""}`;
      return {
        author_id: authors[n % 2],
        name,
        name_key: placeNameKey(name),
        description: n % 3 === 0 ? `Kote ${n}` : null,
        photo_url: n % 4 === 0 ? `/media/place-${n}.webp` : null,
        latitude,
        longitude,
        region: regionOf({ latitude, longitude }),
        // One in ten waits or was refused: never in the public lists.
        status: n % 10 === 3 ? "pending" : n % 10 === 7 ? "rejected" : "approved",
        // Whole minutes, several places sharing one: the id breaks the tie.
        created_at: new Date(Date.UTC(2026, 5, 1, 12, Math.floor(random() * 100))),
      };
    });
    await db().batchInsert("places", rows, 100);
    const sql = new KnexPlaceDirectory(db());
    const memory = memoryOver(db());
    const approved = { kind: "approved" } as const;
    const near = { latitude: 18.54, longitude: -72.34 };
    const cityBox = { minLongitude: -72.5, minLatitude: 18.4, maxLongitude: -72.2, maxLatitude: 18.7 };
    const queries: Omit<PlaceListFilter, "after">[] = [];
    for (const order of [{ sort: "name" }, { sort: "recent" }] as const) {
      queries.push(
        { visibility: approved, order, limit: 50 },
        { visibility: approved, order, limit: 7 },
        { visibility: approved, order, limit: 10, region: "north" },
        { visibility: approved, order, limit: 10, box: cityBox },
        { visibility: approved, order, limit: 5, box: cityBox, nameContains: "mache" },
        ...["legliz", "LÉGLIZ", "jozè", "a b", "a_b", "a%b", "-", "ò", "😀", "kote 1", "'kay", "\"", "!", "nowhere"].map((nameContains) => ({
          visibility: approved,
          order,
          limit: 4,
          nameContains,
        })),
      );
    }
    for (const query of queries) {
      const [fromSql, fromMemory] = [await allPages(sql, query), await allPages(memory, query)];
      expect(fromMemory.ids, JSON.stringify(query)).toEqual(fromSql.ids);
      expect(fromMemory.cursors, JSON.stringify(query)).toEqual(fromSql.cursors);
    }
    // The distance key is computed by each side's own floating point: the same order, keys equal to many digits.
    for (const query of [
      { visibility: approved, order: { sort: "distance", near }, limit: 25 },
      { visibility: approved, order: { sort: "distance", near }, limit: 10, nameContains: "legliz" },
    ] satisfies Omit<PlaceListFilter, "after">[]) {
      const [fromSql, fromMemory] = [await allPages(sql, query), await allPages(memory, query)];
      expect(fromMemory.ids).toEqual(fromSql.ids);
      fromMemory.cursors.forEach((cursor, at) => expect(Number(cursor?.key ?? 0)).toBeCloseTo(Number(fromSql.cursors[at]?.key ?? 0), 12));
    }
    // The places themselves, field by field, in the same JSON.
    const [whole, wholeSql] = [await memory.list({ visibility: approved, order: { sort: "name" }, limit: 200 }), await sql.list({ visibility: approved, order: { sort: "name" }, limit: 200 })];
    expect(JSON.stringify(whole.places)).toBe(JSON.stringify(wholeSql.places));
  });

  it("shows a verdict, an edit and a member leaving once told, and another instance's through the feed", async () => {
    await empty();
    const member = namedKnexMembers(db());
    const author = await member();
    const bus = sharedBus();
    const [here, there] = [memoryOver(db(), bus()), memoryOver(db(), bus())];
    const firstNames = async (directory: PlaceDirectory) =>
      (await directory.list({ visibility: { kind: "approved" }, order: { sort: "name" }, limit: 10 })).places.map((place) => `${place.name}/${place.authorName ?? "-"}`);
    const submitted = await here.submit({ authorId: author.id, name: "Mache Fè", description: null, photoUrl: null, latitude: 18.54, longitude: -72.34, region: "west" });
    // Both read the approved places (none yet) before the verdict.
    expect([await firstNames(here), await firstNames(there)]).toEqual([[], []]);

    await db()("places").where({ id: submitted.id }).update({ status: "approved" });
    here.changed({ placeId: submitted.id });
    expect([await firstNames(here), await firstNames(there)]).toEqual([[`Mache Fè/${author.fullName}`], [`Mache Fè/${author.fullName}`]]);

    await there.update(submitted.id, { name: "Mache Anba" });
    expect([await firstNames(here), await firstNames(there)]).toEqual([[`Mache Anba/${author.fullName}`], [`Mache Anba/${author.fullName}`]]);

    // A member leaving keeps their places, with an empty name (read as "former member" by each reader).
    await db()("users").where({ id: author.id }).update({ full_name: "" });
    here.changed({ authorId: author.id });
    expect([await firstNames(here), await firstNames(there)]).toEqual([["Mache Anba/"], ["Mache Anba/"]]);

    await there.update(submitted.id, { status: "pending" });
    expect([await firstNames(here), await firstNames(there)]).toEqual([[], []]);
  });
});

import type { SafePlaceFields, SafePlaceStore } from "@kominote/core/ports/safe-places";
import type { SafePlaceCategory } from "@kominote/core/schemas/safe-places";
import type { Knex } from "knex";
import { placeBasicsColumns, jsonList, KnexReportedPlaces, type ReportedPlaceTable } from "../reported-places/knex-reported-places";

/** The `safe_places` table (migration 0020). */
export const safePlaceTable: ReportedPlaceTable<SafePlaceFields> = {
  table: "safe_places",
  reviewKind: "safePlace",
  kindColumn: "category",
  columns: {
    ...placeBasicsColumns,
    category: "category",
    safetyRating: "safety_rating",
    tags: "tags",
  },
  encode: { tags: (tags) => JSON.stringify(tags) },
  decode: { tags: jsonList },
  // What a moderator checks: what it is, where, what kind of refuge.
  reviewNotes: (place) => [place.description, place.address, place.category, place.tags.join(", ")],
};

/** The safe places in Postgres. */
export const knexSafePlaces = (db: Knex): SafePlaceStore => new KnexReportedPlaces<SafePlaceFields, SafePlaceCategory>(db, safePlaceTable);

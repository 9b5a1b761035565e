import type { Knex } from "knex";
import { up as indexPlaceNames } from "./0021_place_name_search";

/*
 * The embedded database now loads pg_trgm (adapters/src/db/database.ts), so an embedded install
 * whose migration 0021 found no extension gets the places' trigram name index now, as a fresh one
 * does from 0021 (decision 0036). Where the index exists already, or the extension is still
 * missing or refused, this does nothing: 0021's own steps, each "if not exists", in a savepoint.
 */

export const up = (knex: Knex): Promise<void> => indexPlaceNames(knex);

export const down = async (): Promise<void> => {
  // The index belongs to 0021, whose own down drops it.
};

import { MemoryPlaces } from "@kominote/core/testing/place-doubles";
import type { Knex } from "knex";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { namedTwinMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, namedKnexMembers } from "../services/knex-fixtures";
import { KnexPlaceDirectory } from "./knex-place-directory";
import { placeDirectoryContract, type PlaceDirectoryHarness } from "./place-directory.contract";

const databaseHarness = async (db: Knex): Promise<PlaceDirectoryHarness> => {
  await db("places").delete();
  await emptyFoundationTables(db);
  return {
    directory: new KnexPlaceDirectory(db),
    given: {
      member: namedKnexMembers(db),
      status: async (placeId, status, reason) => {
        await db("places").where({ id: placeId }).update({ status, rejection_reason: reason ?? null });
      },
      createdAt: async (placeId, at) => {
        await db("places").where({ id: placeId }).update({ created_at: at });
      },
    },
  };
};

const memoryHarness = async (): Promise<PlaceDirectoryHarness> => {
  const names = new Map<number, string>();
  const directory = new MemoryPlaces(names);
  return {
    directory,
    given: {
      member: namedTwinMembers(names),
      status: async (placeId, status, reason) => directory.setStatus(placeId, status, reason ?? null),
      createdAt: async (placeId, at) => directory.setCreatedAt(placeId, at),
    },
  };
};

contractOnEveryBackend("PlaceDirectory", placeDirectoryContract, { memory: memoryHarness, database: databaseHarness });

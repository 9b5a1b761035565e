import { MemoryAgencies } from "@kominote/core/testing/agency-doubles";
import type { Knex } from "knex";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { namedTwinMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, namedKnexMembers } from "../services/knex-fixtures";
import { agencyDirectoryContract, type AgencyDirectoryHarness } from "./agency-directory.contract";
import { KnexAgencyDirectory } from "./knex-agency-directory";

/** The tables as a new install leaves them, without the seeded agencies (none are seeded here). */
const databaseHarness = async (db: Knex): Promise<AgencyDirectoryHarness> => {
  await db("government_agencies").delete();
  await emptyFoundationTables(db);
  return {
    directory: new KnexAgencyDirectory(db),
    given: {
      member: namedKnexMembers(db),
      status: async (agencyId, status) => {
        await db("government_agencies").where({ id: agencyId }).update({ status });
      },
    },
  };
};

const memoryHarness = async (): Promise<AgencyDirectoryHarness> => {
  const names = new Map<number, string>();
  const directory = new MemoryAgencies(names);
  return {
    directory,
    given: {
      member: namedTwinMembers(names),
      status: async (agencyId, status) => directory.setStatus(agencyId, status),
    },
  };
};

contractOnEveryBackend("AgencyDirectory", agencyDirectoryContract, { memory: memoryHarness, database: databaseHarness });

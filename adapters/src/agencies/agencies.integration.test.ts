import { MemoryAgencies } from "@kominote/core/testing/agency-doubles";
import type { Knex } from "knex";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { countingMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { agencyDirectoryContract, type AgencyDirectoryHarness } from "./agency-directory.contract";
import { KnexAgencyDirectory } from "./knex-agency-directory";

/** The tables as a new install leaves them, without the seeded agencies (none are seeded here). */
const databaseHarness = async (db: Knex): Promise<AgencyDirectoryHarness> => {
  await db("government_agencies").delete();
  await emptyFoundationTables(db);
  const given = knexFixtures(db);
  return {
    directory: new KnexAgencyDirectory(db),
    given: {
      member: async () => {
        const id = await given.addMember({ joinedServiceId: null });
        const row = (await db("users").where({ id }).first("full_name")) as { full_name: string };
        return { id, fullName: row.full_name };
      },
      status: async (agencyId, status) => {
        await db("government_agencies").where({ id: agencyId }).update({ status });
      },
    },
  };
};

const memoryHarness = async (): Promise<AgencyDirectoryHarness> => {
  const names = new Map<number, string>();
  const nextId = countingMembers();
  const directory = new MemoryAgencies(names);
  return {
    directory,
    given: {
      member: async () => {
        const id = await nextId();
        names.set(id, `Manm ${id}`);
        return { id, fullName: `Manm ${id}` };
      },
      status: async (agencyId, status) => directory.setStatus(agencyId, status),
    },
  };
};

contractOnEveryBackend("AgencyDirectory", agencyDirectoryContract, { memory: memoryHarness, database: databaseHarness });

import type { Knex } from "knex";
import { countingMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import type { ReportedPlacesHarness } from "./reported-places.contract";

type Given = ReportedPlacesHarness<unknown, unknown>["given"];

/** The reported places' tables, emptied before the members they point at. */
export const emptyReportedPlaceTables = async (db: Knex): Promise<void> => {
  await db("safe_places").delete();
  await db("connection_points").delete();
  await db("audit_log").delete();
  await emptyFoundationTables(db);
};

/** Over emptied tables: members as the database fixtures add them, a verdict written as a moderator's would be. */
export const givenOnDatabase = async (db: Knex, table: string): Promise<Given> => {
  await emptyReportedPlaceTables(db);
  const given = knexFixtures(db);
  return {
    member: async () => {
      const id = await given.addMember({ joinedServiceId: null });
      const row = (await db("users").where({ id }).first("full_name")) as { full_name: string };
      return { id, fullName: row.full_name };
    },
    review: async (placeId, status, reason) => {
      await db(table)
        .where({ id: placeId })
        .update({ status, rejection_reason: status === "rejected" ? (reason ?? "") : null });
    },
  };
};

/** For a twin: members named "Manm <id>" in `names` (the map the twin reads), verdicts through its `setReview`. */
export const givenInMemory = (
  names: Map<number, string>,
  twin: { setReview(id: number, status: "pending" | "approved" | "rejected", reason?: string | null): void },
): Given => {
  const nextId = countingMembers();
  return {
    member: async () => {
      const id = await nextId();
      names.set(id, `Manm ${id}`);
      return { id, fullName: `Manm ${id}` };
    },
    review: async (placeId, status, reason) => twin.setReview(placeId, status, reason ?? ""),
  };
};

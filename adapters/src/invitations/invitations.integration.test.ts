import { MemoryInvitationStore } from "@kominote/core/testing/invitation-doubles";
import type { InviteMethod } from "@kominote/core/schemas/invitations";
import type { Knex } from "knex";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { countingMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { invitationStoreContract, type InvitationHarness } from "./invitation-store.contract";
import { KnexInvitationStore } from "./knex-invitation-store";

const harnessOn = async (db: Knex): Promise<InvitationHarness> => {
  await db("do_not_contact").delete();
  await db("invitations").delete();
  await db("invite_links").delete();
  await emptyFoundationTables(db);
  const given = knexFixtures(db);
  const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ count: "*" }).first()) as { count: number | string }).count);
  return {
    store: new KnexInvitationStore(db),
    given: {
      member: () => given.addMember({ joinedServiceId: null }),
      invitationCount: (inviterId) => count(inviterId === undefined ? db("invitations") : db("invitations").where({ inviter_id: inviterId })),
      methodOf: async (invitationId) =>
        ((await db("invitations").where({ id: invitationId }).first("method")) as { method: InviteMethod } | undefined)?.method ?? null,
      accepted: async () =>
        (
          (await db("invitations").whereNotNull("accepted_user_id").orderBy("id").select("id", "accepted_user_id", "accepted_at")) as {
            id: number;
            accepted_user_id: number;
            accepted_at: Date;
          }[]
        ).map((row) => ({ invitationId: row.id, userId: row.accepted_user_id, at: new Date(row.accepted_at) })),
    },
  };
};

/** The in-memory twin the use-case tests rely on, held to the same promises. */
const memoryHarness = async (): Promise<InvitationHarness> => {
  const store = new MemoryInvitationStore();
  return {
    store,
    given: {
      member: countingMembers(),
      invitationCount: async (inviterId) => store.rows.filter((row) => inviterId === undefined || row.inviterId === inviterId).length,
      methodOf: async (invitationId) => store.rows.find((row) => row.id === invitationId)?.method ?? null,
      accepted: async () =>
        store.rows.flatMap((row) =>
          row.acceptedUserId === null || row.acceptedAt === null ? [] : [{ invitationId: row.id, userId: row.acceptedUserId, at: row.acceptedAt }],
        ),
    },
  };
};

contractOnEveryBackend("InvitationStore", invitationStoreContract, { memory: memoryHarness, database: harnessOn });

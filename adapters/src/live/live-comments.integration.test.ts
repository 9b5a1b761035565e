import { MemoryLiveComments } from "@kominote/core/testing/live-doubles";
import type { Knex } from "knex";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { emptyReviewTables } from "../moderation/contribution-rows";
import { KnexHideableContent } from "../moderation/knex-hideable-content";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { KnexLiveComments } from "./knex-live-comments";
import { liveCommentsContract, type LiveCommentsHarness } from "./live-comments.contract";

const databaseHarness = async (db: Knex): Promise<LiveCommentsHarness> => {
  await db("content_reports").where({ kind: "liveComment" }).delete();
  await db("live_meeting_comments").delete();
  await db("live_broadcasts").delete();
  await emptyReviewTables(db);
  await emptyFoundationTables(db);
  const given = knexFixtures(db);
  const moderator = await given.addMember({ joinedServiceId: null });
  const hiding = new KnexHideableContent(db, "liveComment");
  return {
    comments: new KnexLiveComments(db),
    given: {
      member: async () => {
        const id = await given.addMember({ joinedServiceId: null });
        const row = (await db("users").where({ id }).first("full_name")) as { full_name: string };
        return { id, fullName: row.full_name };
      },
      // Stopped at once: the table keeps one live broadcast at most, comments need only a row.
      broadcast: async () =>
        ((await db("live_broadcasts").insert({ started_by: moderator, started_at: new Date(), stopped_by: moderator, stopped_at: new Date() }).returning("id")) as { id: number }[])[0]?.id ?? 0,
      hide: async (commentId) => void (await hiding.hide({ id: commentId, moderatorId: moderator, reason: "Li joure moun.", at: new Date() })),
    },
  };
};

const memoryHarness = async (): Promise<LiveCommentsHarness> => {
  let members = 0;
  let broadcasts = 0;
  const names: Record<number, string> = {};
  const comments = new MemoryLiveComments(names);
  return {
    comments,
    given: {
      member: async () => {
        members += 1;
        names[members] = `Manm ${members}`;
        return { id: members, fullName: `Manm ${members}` };
      },
      broadcast: async () => (broadcasts += 1),
      hide: async (commentId) => comments.hide(commentId),
    },
  };
};

contractOnEveryBackend("LiveComments", liveCommentsContract, { memory: memoryHarness, database: databaseHarness });

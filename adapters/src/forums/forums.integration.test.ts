import { hideableKinds, type HideableKind } from "@kominote/core/schemas/moderation";
import { MemoryContentReports, MemoryForumRepository, MemoryHideableSource, type MemoryItem } from "@kominote/core/testing/forum-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { countingMembers, rowWithId, twinWorld } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import type { RepositoryFixtures } from "../services/repository-fixtures";
import { KnexAuditLog } from "../moderation/knex-audit-log";
import { emptyReviewTables } from "../moderation/contribution-rows";
import { visibleContent } from "../moderation/content-tables";
import { contentReportsContract, type ContentReportsHarness } from "../moderation/content-reports.contract";
import { hideableSourceContract, type HideableSourceHarness } from "../moderation/hideable-source.contract";
import { forumRepositoryContract, type ForumHarness } from "./forum-repository.contract";
import { KnexContentReports } from "../moderation/knex-content-reports";
import { KnexLiveComments } from "../live/knex-live-comments";
import { KnexForumRepository } from "./knex-forum-repository";
import { KnexHideableContent } from "../moderation/knex-hideable-content";

/** Empties what forums, ideas and reports wrote, then the foundation tables they point at. */
const emptyCommunityTables = async (db: Knex): Promise<void> => {
  await db("content_reports").delete();
  await db("forum_posts").delete();
  await db("ideas").delete();
  await db("live_meeting_comments").delete();
  await db("live_broadcasts").delete();
  await emptyReviewTables(db);
  await emptyFoundationTables(db);
};

const harnessOn = async (db: Knex): Promise<ForumHarness> => {
  await emptyCommunityTables(db);
  return {
    forums: new KnexForumRepository(db),
    given: {
      ...knexFixtures(db),
      pin: async (forumId) => {
        await db("forums").where({ id: forumId }).update({ is_pinned: true });
      },
      hideForum: async (forumId) => {
        await db("forums").where({ id: forumId }).update({ hidden_at: db.fn.now(), hidden_reason: "Pa respekte règ yo." });
      },
      hidePost: async (postId) => {
        await db("forum_posts").where({ id: postId }).update({ hidden_at: db.fn.now(), hidden_reason: "Pa respekte règ yo." });
      },
      backdateForum: async (forumId, createdAt) => {
        await db("forums").where({ id: forumId }).update({ created_at: createdAt });
      },
      backdatePost: async (postId, createdAt) => {
        await db("forum_posts").where({ id: postId }).update({ created_at: createdAt });
      },
      fullNameOf: async (memberId) => ((await db("users").where({ id: memberId }).first("full_name")) as { full_name: string }).full_name,
      auditedPins: async () =>
        (
          (await db("audit_log")
            .whereIn("action", ["pinForum", "unpinForum"])
            .where({ subject_kind: "forum" })
            .orderBy("id")
            .select("actor_id", "action", "subject_id")) as { actor_id: number; action: string; subject_id: number }[]
        ).map((row) => ({ moderatorId: row.actor_id, action: row.action, forumId: row.subject_id })),
    },
  };
};

/** Hiding and reporting share their items: one harness serves both suites. */
type ModerationHarness = HideableSourceHarness & { readonly given: Pick<ContentReportsHarness["given"], "auditedDismissals"> };

/** Reports and hiding over an empty database, with one service whose forums, posts and ideas get reported. */
const moderationOn = async (db: Knex): Promise<ModerationHarness> => {
  await emptyCommunityTables(db);
  const given = knexFixtures(db);
  const forums = new KnexForumRepository(db);
  const serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "" } } });
  const newForum = async (creatorId: number) => (await forums.create({ serviceId, creatorId, title: "Tiyo kase", description: null })).id;
  const writers: Record<HideableKind, (authorId: number) => Promise<number>> = {
    forum: newForum,
    forumPost: async (authorId) => (await forums.createPost({ forumId: await newForum(authorId), authorId, content: "Moun sa yo se volè." }))?.id ?? 0,
    idea: async (authorId) =>
      ((await db("ideas").insert({ service_id: serviceId, author_id: authorId, content: "Mete plis fontèn." }).returning("id")) as { id: number }[])[0]?.id ?? 0,
    liveComment: async (authorId) => {
      // Each comment under its own (stopped) broadcast: the table keeps one live at most.
      const [broadcast] = (await db("live_broadcasts").insert({ started_by: authorId, started_at: new Date(), stopped_by: authorId, stopped_at: new Date() }).returning("id")) as { id: number }[];
      return (await new KnexLiveComments(db).add({ broadcastId: broadcast?.id ?? 0, authorId, content: "Moun sa yo se volè.", at: new Date() })).id;
    },
  };
  const audited = async (action: string) =>
    (await db("audit_log").where({ action }).orderBy("id").select("actor_id", "subject_kind", "subject_id", "reason")) as {
      actor_id: number;
      subject_kind: string;
      subject_id: number;
      reason: string | null;
    }[];
  return {
    reports: new KnexContentReports(db),
    sources: {
      forum: new KnexHideableContent(db, "forum"),
      forumPost: new KnexHideableContent(db, "forumPost"),
      idea: new KnexHideableContent(db, "idea"),
      liveComment: new KnexHideableContent(db, "liveComment"),
    },
    given: {
      member: () => given.addMember({ joinedServiceId: serviceId }),
      item: (kind, authorId) => writers[kind](authorId),
      isVisible: async (kind, id) => (await visibleContent(db, kind).where("t.id", id).first("t.id")) !== undefined,
      auditedDismissals: async () => (await audited("dismissReports")).map((row) => ({ moderatorId: row.actor_id, kind: row.subject_kind, itemId: row.subject_id })),
      auditedHidings: async () =>
        (await audited("hide")).map((row) => ({ moderatorId: row.actor_id, kind: row.subject_kind, itemId: row.subject_id, reason: row.reason })),
    },
  };
};

/** The reports and hiding twins the use-case tests rely on, over one list of items. */
const memoryModeration = async (): Promise<ModerationHarness> => {
  const items: MemoryItem[] = [];
  const reports = new MemoryContentReports(items);
  const sources = {
    forum: new MemoryHideableSource("forum", items, reports),
    forumPost: new MemoryHideableSource("forumPost", items, reports),
    idea: new MemoryHideableSource("idea", items, reports),
    liveComment: new MemoryHideableSource("liveComment", items, reports),
  };
  return {
    reports,
    sources,
    given: {
      member: countingMembers(),
      item: async (kind, authorId) => {
        const id = items.filter((item) => item.kind === kind).length + 1;
        items.push({ kind, id, authorId, hidden: false });
        return id;
      },
      isVisible: async (kind, id) => items.some((item) => item.kind === kind && item.id === id && !item.hidden),
      auditedDismissals: async () => reports.dismissals.map(({ moderatorId, kind, itemId }) => ({ moderatorId, kind, itemId })),
      // Each source keeps its own hidings: in order as long as a test hides one kind.
      auditedHidings: async () =>
        hideableKinds.flatMap((kind) => sources[kind].hidings.map(({ moderatorId, id, reason }) => ({ moderatorId, kind, itemId: id, reason }))),
    },
  };
};

/** The reports store of a moderation harness, whose items are each written by a new member. */
const asReportsHarness = async (moderation: Promise<ModerationHarness>): Promise<ContentReportsHarness> => {
  const { reports, given } = await moderation;
  return { reports, given: { ...given, item: async (kind) => given.item(kind, await given.member()) } };
};

/** The forum twin the use-case tests rely on, held to the same promises. */
const memoryForumHarness = async (): Promise<ForumHarness> => {
  const world = twinWorld();
  const forums = new MemoryForumRepository();
  return {
    forums,
    given: {
      ...world.given,
      addForum: async ({ serviceId, creatorId, hidden }) => forums.addForum({ serviceId, creatorId, title: "Fowòm", description: null, hidden }),
      pin: async (forumId) => {
        rowWithId(forums.forums, forumId).isPinned = true;
      },
      hideForum: async (forumId) => {
        rowWithId(forums.forums, forumId).hidden = true;
      },
      hidePost: async (postId) => {
        rowWithId(forums.posts, postId).hidden = true;
      },
      backdateForum: async (forumId, createdAt) => {
        rowWithId(forums.forums, forumId).createdAt = createdAt;
      },
      backdatePost: async (postId, createdAt) => {
        rowWithId(forums.posts, postId).createdAt = createdAt;
      },
      fullNameOf: async (memberId) => `Manm ${String(memberId)}`,
      auditedPins: async () =>
        forums.pinChanges.map((change) => ({ moderatorId: change.moderatorId, action: change.pinned ? "pinForum" : "unpinForum", forumId: change.forumId })),
    },
  };
};

describe("ForumRepository in memory", () => forumRepositoryContract(memoryForumHarness));
describe("ContentReports in memory", () => contentReportsContract(() => asReportsHarness(memoryModeration())));
describe("HideableSource in memory", () => hideableSourceContract(memoryModeration));

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseTargets())("forums on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  describe("ForumRepository", () => forumRepositoryContract(() => harnessOn(database.db)));
  describe("ContentReports", () => contentReportsContract(() => asReportsHarness(moderationOn(database.db))));
  describe("HideableSource", () => hideableSourceContract(() => moderationOn(database.db)));

  describe("reports and hiding", () => {
    let db: Knex;
    let reports: KnexContentReports;
    let author: number;
    let reporter: number;
    let moderator: number;
    let forumId: number;
    let postId: number;
    let ideaId: number;
    let serviceId: number;
    let given: RepositoryFixtures;
    const hourAgo = at("2026-04-01T09:00:00Z");
    const now = at("2026-04-01T10:00:00Z");
    const limit = { max: 3, since: hourAgo };

    beforeEach(async () => {
      db = database.db;
      await emptyCommunityTables(db);
      reports = new KnexContentReports(db);
      given = knexFixtures(db);
      serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "" } } });
      author = await given.addMember({ joinedServiceId: serviceId });
      reporter = await given.addMember({ joinedServiceId: null });
      moderator = await given.addMember({ joinedServiceId: null });
      const forums = new KnexForumRepository(db);
      forumId = (await forums.create({ serviceId, creatorId: author, title: "Tiyo kase", description: null })).id;
      postId = (await forums.createPost({ forumId, authorId: author, content: "Moun sa yo se volè." }))?.id ?? 0;
      const [idea] = (await db("ideas").insert({ service_id: serviceId, author_id: author, content: "Mete plis fontèn." }).returning("id")) as {
        id: number;
      }[];
      ideaId = idea?.id ?? 0;
    });

    const report = (kind: "idea" | "forum" | "forumPost", itemId: number, reason: string, who = reporter, when = now) =>
      reports.report({ kind, itemId, reporterId: who, reason, at: when }, limit);

    it("records one report per member and item, and lists open ones per item, first reported first", async () => {
      const second = await given.addMember({ joinedServiceId: null });
      expect(await report("forumPost", postId, "Li joure moun.", reporter, at("2026-04-01T09:30:00Z"))).toBe("recorded");
      expect(await report("forumPost", postId, "Menm bagay.", reporter)).toBe("alreadyReported");
      expect(await report("forumPost", postId, "Pa bon.", second, at("2026-04-01T09:45:00Z"))).toBe("recorded");
      expect(await report("idea", ideaId, "Piblisite.", reporter, at("2026-04-01T09:40:00Z"))).toBe("recorded");
      expect(await report("forum", forumId, "Tit la move.", second, at("2026-04-01T09:50:00Z"))).toBe("recorded");

      const open = await reports.listOpen(10);

      expect(open).toEqual([
        {
          kind: "forumPost",
          id: postId,
          text: "Moun sa yo se volè.",
          author: { id: author, fullName: expect.any(String) },
          reportCount: 2,
          reasons: ["Pa bon.", "Li joure moun."],
          firstReportedAt: "2026-04-01T09:30:00.000Z",
          lastReportedAt: "2026-04-01T09:45:00.000Z",
        },
        expect.objectContaining({ kind: "idea", id: ideaId, text: "Mete plis fontèn.", reportCount: 1, reasons: ["Piblisite."] }),
        expect.objectContaining({ kind: "forum", id: forumId, text: "Tiyo kase", reportCount: 1 }),
      ]);
      expect((await reports.listOpen(1)).map((item) => item.kind)).toEqual(["forumPost"]);
    });

    it("refuses reports of hidden or unknown items and past the member's limit", async () => {
      await db("ideas").where({ id: ideaId }).update({ hidden_at: now });
      expect(await report("idea", ideaId, "Piblisite.")).toBe("notFound");
      expect(await report("forumPost", 999_999, "Okenn.")).toBe("notFound");

      const forums = new KnexForumRepository(db);
      const more = await Promise.all([1, 2, 3].map((n) => forums.createPost({ forumId, authorId: author, content: `Mesaj ${n}` })));
      // Reports older than the window do not count.
      expect(await report("forum", forumId, "Ansyen.", reporter, at("2026-04-01T08:00:00Z"))).toBe("recorded");
      for (const post of more.slice(0, 3)) expect(await report("forumPost", post?.id ?? 0, "Twòp.")).toBe("recorded");
      expect(await report("forumPost", postId, "Youn twòp.")).toBe("limitReached");
      expect(await report("forumPost", more[0]?.id ?? 0, "Ankò.")).toBe("alreadyReported");
      expect(await db("content_reports").count({ count: "*" }).first()).toEqual({ count: 4 });
    });

    it("keeps the limit and the one report per item when a member's reports arrive at once", async () => {
      const forums = new KnexForumRepository(db);
      const posts = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => forums.createPost({ forumId, authorId: author, content: `Mesaj ${n}` })));

      const sameItem = await Promise.all(Array.from({ length: 10 }, () => report("forumPost", postId, "Joure.")));
      const manyItems = await Promise.all(posts.map((item) => report("forumPost", item?.id ?? 0, "Twòp.")));

      expect(sameItem.filter((outcome) => outcome === "recorded")).toHaveLength(1);
      expect(manyItems.filter((outcome) => outcome === "recorded")).toHaveLength(2);
      expect(await db("content_reports").where({ reporter_id: reporter }).count({ count: "*" }).first()).toEqual({ count: 3 });
    });

    it("hides a post with its reason, resolves its reports, audits it, and hides it from every list", async () => {
      await report("forumPost", postId, "Li joure moun.");
      const source = new KnexHideableContent(db, "forumPost");

      expect(await source.hide({ id: postId, moderatorId: moderator, reason: "Joure moun.", at: now })).toEqual({ outcome: "hidden", authorId: author });

      expect(await db("forum_posts").where({ id: postId }).first("hidden_at", "hidden_reason")).toEqual({ hidden_at: now, hidden_reason: "Joure moun." });
      expect(await db("content_reports").where({ item_id: postId }).first("resolved_at")).toEqual({ resolved_at: now });
      expect(await reports.listOpen(10)).toEqual([]);
      expect((await new KnexAuditLog(db).list({ limit: 5, language: "ht" })).map(({ action, targetKind, targetId, reason }) => [action, targetKind, targetId, reason])).toEqual([
        ["hide", "forumPost", postId, "Joure moun."],
      ]);
      const forums = new KnexForumRepository(db);
      expect(await forums.listPosts(forumId, reporter)).toEqual([]);
      expect(await forums.listResponses(author)).toEqual([]);
      expect(await source.hide({ id: postId, moderatorId: moderator, reason: "Ankò", at: now })).toEqual({ outcome: "alreadyHidden" });
      expect(await source.hide({ id: 999_999, moderatorId: moderator, reason: "Okenn", at: now })).toEqual({ outcome: "notFound" });
      expect(await db("audit_log").count({ count: "*" }).first()).toEqual({ count: 1 });
    });

    it("hides forums and ideas the same way, and a hidden forum's posts leave the open reports", async () => {
      await report("forumPost", postId, "Li joure moun.");
      expect(await new KnexHideableContent(db, "forum").hide({ id: forumId, moderatorId: moderator, reason: "Fowòm doub.", at: now })).toEqual({
        outcome: "hidden",
        authorId: author,
      });
      expect(await new KnexHideableContent(db, "idea").hide({ id: ideaId, moderatorId: moderator, reason: "Piblisite.", at: now })).toEqual({
        outcome: "hidden",
        authorId: author,
      });

      expect(await db("forums").where({ id: forumId }).first("hidden_reason")).toEqual({ hidden_reason: "Fowòm doub." });
      expect(await db("ideas").where({ id: ideaId }).first("hidden_reason")).toEqual({ hidden_reason: "Piblisite." });
      expect(await reports.listOpen(10)).toEqual([]);
      expect(await new KnexForumRepository(db).listByService(serviceId)).toEqual([]);
    });

    it("keeps who dismissed a report apart from what hiding resolved, and counts the closed reports in the audit entry", async () => {
      const second = await given.addMember({ joinedServiceId: null });
      await report("forumPost", postId, "Li joure moun.");
      expect(await reports.dismiss({ kind: "forumPost", itemId: postId, moderatorId: moderator, at: now })).toEqual({ outcome: "dismissed", count: 1 });
      await report("forumPost", postId, "Se vre, li joure moun.", second);
      await new KnexHideableContent(db, "forumPost").hide({ id: postId, moderatorId: moderator, reason: "Joure moun.", at: at("2026-04-01T11:00:00Z") });

      expect(await db("content_reports").where({ item_id: postId }).orderBy("id").select("reporter_id", "resolved_at", "dismissed_by")).toEqual([
        { reporter_id: reporter, resolved_at: now, dismissed_by: moderator },
        { reporter_id: second, resolved_at: at("2026-04-01T11:00:00Z"), dismissed_by: null },
      ]);
      expect(await db("audit_log").where({ action: "dismissReports" }).first("details")).toEqual({ details: { reports: 1 } });
      await expect(db("content_reports").insert({ kind: "idea", item_id: ideaId, reporter_id: reporter, reason: "x", dismissed_by: moderator })).rejects.toThrow(
        /content_reports_dismissed_closed/,
      );
    });
  });

  it("has the indexes the forum lists, my responses and the open reports read", async () => {
    const { rows } = await database.db.raw<{ rows: { indexdef: string }[] }>(
      "select indexdef from pg_indexes where schemaname = current_schema()",
    );
    const definitions = rows.map((row) => row.indexdef.replace(/"/g, ""));
    for (const pattern of [
      /ON \S*forums USING btree \(service_id, is_pinned DESC, created_at DESC, id DESC\) WHERE \(hidden_at IS NULL\)/,
      /ON \S*forum_posts USING btree \(forum_id, created_at, id\) WHERE \(hidden_at IS NULL\)/,
      /ON \S*forum_posts USING btree \(author_id, created_at DESC, id DESC\) WHERE \(hidden_at IS NULL\)/,
      /UNIQUE INDEX \S+ ON \S*forum_post_likes USING btree \(post_id, user_id\)/,
      /UNIQUE INDEX content_reports_once_per_member ON \S*content_reports USING btree \(kind, item_id, reporter_id\)/,
      /ON \S*content_reports USING btree \(created_at, id\) WHERE \(resolved_at IS NULL\)/,
      /ON \S*content_reports USING btree \(reporter_id, created_at DESC\)/,
    ]) {
      expect(definitions.some((definition) => pattern.test(definition)), String(pattern)).toBe(true);
    }
  });
});

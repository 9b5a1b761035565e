import type { ForumRepository } from "@kominote/core/ports/forum-repository";
import { beforeEach, expect, it } from "vitest";
import type { RepositoryFixtures } from "../services/repository-fixtures";

/** One pin change as the audit log keeps it. */
export interface AuditedPin {
  readonly moderatorId: number;
  readonly action: string;
  readonly forumId: number;
}

/** The adapter under test over empty storage, and ways to fill it as moderators and time would. */
export interface ForumHarness {
  readonly forums: ForumRepository;
  readonly given: RepositoryFixtures & {
    pin(forumId: number): Promise<void>;
    hideForum(forumId: number): Promise<void>;
    hidePost(postId: number): Promise<void>;
    backdateForum(forumId: number, createdAt: Date): Promise<void>;
    backdatePost(postId: number, createdAt: Date): Promise<void>;
    fullNameOf(memberId: number): Promise<string>;
    /** The pin changes written to the audit log, oldest first. */
    auditedPins(): Promise<AuditedPin[]>;
  };
}

/**
 * The behaviour every ForumRepository promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over empty storage.
 */
export const forumRepositoryContract = (fresh: () => Promise<ForumHarness>): void => {
  let harness: ForumHarness;
  let serviceId: number;
  let otherServiceId: number;
  let author: number;
  let reader: number;

  beforeEach(async () => {
    harness = await fresh();
    const { given } = harness;
    serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "" } } });
    otherServiceId = await given.addService({ slug: "sante", position: 2, text: { ht: { name: "Sante", description: "" } } });
    author = await given.addMember({ joinedServiceId: otherServiceId });
    reader = await given.addMember({ joinedServiceId: null });
  });

  const forumIn = async (title: string, createdAt: string, service = serviceId) => {
    const forum = await harness.forums.create({ serviceId: service, creatorId: author, title, description: null });
    await harness.given.backdateForum(forum.id, new Date(createdAt));
    return forum.id;
  };

  const postIn = async (forumId: number, content: string, createdAt: string, by = author) => {
    const post = await harness.forums.createPost({ forumId, authorId: by, content });
    if (post === null) throw new Error("the post was refused");
    await harness.given.backdatePost(post.id, new Date(createdAt));
    return post.id;
  };

  it("opens a forum with its creator's name, and reads an empty description as none", async () => {
    const forum = await harness.forums.create({ serviceId, creatorId: author, title: "Tiyo kase", description: "Ri 3" });
    const bare = await harness.forums.create({ serviceId, creatorId: author, title: "Pa gen dlo", description: null });

    expect(forum).toEqual({
      id: forum.id,
      serviceId,
      title: "Tiyo kase",
      description: "Ri 3",
      isPinned: false,
      creator: { fullName: await harness.given.fullNameOf(author) },
      createdAt: forum.createdAt,
      posts: 0,
    });
    expect(Number.isNaN(Date.parse(forum.createdAt))).toBe(false);
    expect(bare.description).toBeNull();
  });

  it("lists a service's visible forums pinned first, then newest, with their visible post counts", async () => {
    const old = await forumIn("Ansyen", "2026-01-01T10:00:00Z");
    const pinned = await forumIn("Règ yo", "2025-12-01T10:00:00Z");
    const recent = await forumIn("Nouvo", "2026-02-01T10:00:00Z");
    const hidden = await forumIn("Kache", "2026-03-01T10:00:00Z");
    await forumIn("Lòt sèvis", "2026-03-01T10:00:00Z", otherServiceId);
    await harness.given.pin(pinned);
    await harness.given.hideForum(hidden);
    await postIn(old, "Youn", "2026-01-02T10:00:00Z");
    await postIn(old, "De", "2026-01-03T10:00:00Z");
    await harness.given.hidePost(await postIn(old, "Twa", "2026-01-04T10:00:00Z"));

    const list = await harness.forums.listByService(serviceId);

    expect(list.map((forum) => [forum.id, forum.isPinned, forum.posts])).toEqual([
      [pinned, true, 0],
      [recent, false, 0],
      [old, false, 2],
    ]);
    expect(await harness.forums.listByService(999_999)).toEqual([]);
  });

  it("pins a visible forum above newer ones and unpins it, auditing each change with its moderator", async () => {
    const older = await forumIn("Règ yo", "2026-01-01T10:00:00Z");
    const newer = await forumIn("Nouvo", "2026-02-01T10:00:00Z");
    const moderator = await harness.given.addMember({ joinedServiceId: null });
    const at = new Date("2026-03-01T10:00:00Z");
    const order = async () => (await harness.forums.listByService(serviceId)).map((forum) => [forum.id, forum.isPinned]);

    const pinned = await harness.forums.setPinned({ forumId: older, pinned: true, moderatorId: moderator, at });

    expect(pinned).toEqual({ forum: { ...(await harness.forums.findVisible(older)), isPinned: true }, changed: true });
    expect(pinned?.forum).toMatchObject({ id: older, title: "Règ yo", creator: { fullName: await harness.given.fullNameOf(author) } });
    expect(await order()).toEqual([
      [older, true],
      [newer, false],
    ]);

    expect(await harness.forums.setPinned({ forumId: older, pinned: false, moderatorId: moderator, at })).toMatchObject({
      forum: { id: older, isPinned: false },
      changed: true,
    });
    expect(await order()).toEqual([
      [newer, false],
      [older, false],
    ]);
    expect(await harness.given.auditedPins()).toEqual([
      { moderatorId: moderator, action: "pinForum", forumId: older },
      { moderatorId: moderator, action: "unpinForum", forumId: older },
    ]);
  });

  it("changes and audits nothing when the forum already is as asked, even when moderators ask at once", async () => {
    const forumId = await forumIn("Règ yo", "2026-01-01T10:00:00Z");
    const moderators = [await harness.given.addMember({ joinedServiceId: null }), await harness.given.addMember({ joinedServiceId: null })];
    const at = new Date("2026-03-01T10:00:00Z");

    expect(await harness.forums.setPinned({ forumId, pinned: false, moderatorId: moderators[0] ?? 0, at })).toMatchObject({
      forum: { id: forumId, isPinned: false },
      changed: false,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => harness.forums.setPinned({ forumId, pinned: true, moderatorId: moderators[index % 2] ?? 0, at })),
    );

    expect(outcomes.filter((outcome) => outcome?.changed)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome?.forum.isPinned === true)).toBe(true);
    expect((await harness.given.auditedPins()).map((entry) => entry.action)).toEqual(["pinForum"]);
  });

  it("pins no hidden or unknown forum, and audits nothing", async () => {
    const forumId = await forumIn("Kache", "2026-01-01T10:00:00Z");
    await harness.given.hideForum(forumId);
    const moderator = await harness.given.addMember({ joinedServiceId: null });
    const at = new Date("2026-03-01T10:00:00Z");

    for (const id of [forumId, 999_999]) {
      expect(await harness.forums.setPinned({ forumId: id, pinned: true, moderatorId: moderator, at })).toBeNull();
    }
    expect(await harness.given.auditedPins()).toEqual([]);
  });

  it("lists a visible forum's visible posts oldest first, with likes and the reader's own", async () => {
    const forumId = await forumIn("Tiyo", "2026-01-01T10:00:00Z");
    const second = await postIn(forumId, "Dezyèm", "2026-01-03T10:00:00Z", reader);
    const first = await postIn(forumId, "Premye", "2026-01-02T10:00:00Z");
    await harness.given.hidePost(await postIn(forumId, "Kache", "2026-01-04T10:00:00Z"));
    await harness.forums.like(first, reader);

    expect(await harness.forums.listPosts(forumId, reader)).toEqual([
      {
        id: first,
        forumId,
        content: "Premye",
        createdAt: "2026-01-02T10:00:00.000Z",
        author: { fullName: await harness.given.fullNameOf(author) },
        likesCount: 1,
        hasLiked: true,
        isOwn: false,
      },
      {
        id: second,
        forumId,
        content: "Dezyèm",
        createdAt: "2026-01-03T10:00:00.000Z",
        author: { fullName: await harness.given.fullNameOf(reader) },
        likesCount: 0,
        hasLiked: false,
        isOwn: true,
      },
    ]);
    expect((await harness.forums.listPosts(forumId, author))?.map((post) => post.hasLiked)).toEqual([false, false]);
    expect((await harness.forums.listPosts(forumId, author))?.map((post) => post.isOwn)).toEqual([true, false]);
    expect(await harness.forums.listPosts(999_999, reader)).toBeNull();
    expect(await harness.forums.creatorOf(forumId)).toBe(author);
    expect(await harness.forums.creatorOf(999_999)).toBeNull();
  });

  it("finds one visible forum with its visible post count, and no hidden or unknown one", async () => {
    const forumId = await forumIn("Tiyo", "2026-01-01T10:00:00Z");
    await postIn(forumId, "Youn", "2026-01-02T10:00:00Z");
    await harness.given.hidePost(await postIn(forumId, "Kache", "2026-01-03T10:00:00Z"));
    const closedForum = await forumIn("Fèmen", "2026-01-01T10:00:00Z");
    await harness.given.hideForum(closedForum);

    expect(await harness.forums.findVisible(forumId)).toEqual({
      id: forumId,
      serviceId,
      title: "Tiyo",
      description: null,
      isPinned: false,
      creator: { fullName: await harness.given.fullNameOf(author) },
      createdAt: "2026-01-01T10:00:00.000Z",
      posts: 1,
    });
    expect(await harness.forums.findVisible(closedForum)).toBeNull();
    expect(await harness.forums.findVisible(999_999)).toBeNull();
  });

  it("neither lists nor takes posts in a hidden forum", async () => {
    const forumId = await forumIn("Kache", "2026-01-01T10:00:00Z");
    await postIn(forumId, "Anvan", "2026-01-02T10:00:00Z");
    await harness.given.hideForum(forumId);

    expect(await harness.forums.listPosts(forumId, reader)).toBeNull();
    expect(await harness.forums.createPost({ forumId, authorId: reader, content: "Apre" })).toBeNull();
    expect(await harness.forums.creatorOf(forumId)).toBeNull();
    expect(await harness.forums.createPost({ forumId: 999_999, authorId: reader, content: "Okenn" })).toBeNull();
  });

  it("counts one like per member and post, even when they all arrive at once", async () => {
    const forumId = await forumIn("Tiyo", "2026-01-01T10:00:00Z");
    const postId = await postIn(forumId, "Renmen sa", "2026-01-02T10:00:00Z");

    const outcomes = await Promise.all(Array.from({ length: 30 }, () => harness.forums.like(postId, reader)));

    expect(outcomes.filter((outcome) => outcome?.added)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome?.likesCount === 1)).toBe(true);
    expect(await harness.forums.like(postId, author)).toEqual({ added: true, likesCount: 2 });
    expect(await harness.forums.authorOfPost(postId)).toBe(author);
    expect((await harness.forums.listPosts(forumId, reader))?.[0]?.likesCount).toBe(2);
  });

  it("takes no like for a hidden post, a post of a hidden forum, or an unknown post", async () => {
    const forumId = await forumIn("Tiyo", "2026-01-01T10:00:00Z");
    const hiddenPost = await postIn(forumId, "Kache", "2026-01-02T10:00:00Z");
    await harness.given.hidePost(hiddenPost);
    const closedForum = await forumIn("Fèmen", "2026-01-01T10:00:00Z");
    const inClosedForum = await postIn(closedForum, "Ladan", "2026-01-02T10:00:00Z");
    await harness.given.hideForum(closedForum);

    for (const postId of [hiddenPost, inClosedForum, 999_999]) {
      expect(await harness.forums.like(postId, reader)).toBeNull();
      expect(await harness.forums.authorOfPost(postId)).toBeNull();
    }
  });

  it("lists the member's own visible posts in visible forums, newest first, with likes and forum name", async () => {
    const forumId = await forumIn("Tiyo", "2026-01-01T10:00:00Z");
    const closedForum = await forumIn("Fèmen", "2026-01-01T10:00:00Z");
    const older = await postIn(forumId, "Premye", "2026-01-02T10:00:00Z");
    const newer = await postIn(forumId, "Dezyèm", "2026-01-03T10:00:00Z");
    await harness.given.hidePost(await postIn(forumId, "Kache", "2026-01-04T10:00:00Z"));
    await postIn(closedForum, "Nan fowòm fèmen", "2026-01-05T10:00:00Z");
    await harness.given.hideForum(closedForum);
    await postIn(forumId, "Pa pa l", "2026-01-06T10:00:00Z", reader);
    await harness.forums.like(older, reader);

    expect(await harness.forums.listResponses(author)).toEqual([
      { id: newer, subject: null, content: "Dezyèm", createdAt: "2026-01-03T10:00:00.000Z", likesCount: 0, forum: { id: forumId, name: "Tiyo" } },
      { id: older, subject: null, content: "Premye", createdAt: "2026-01-02T10:00:00.000Z", likesCount: 1, forum: { id: forumId, name: "Tiyo" } },
    ]);
    expect(await harness.forums.listResponses(await harness.given.addMember({ joinedServiceId: null }))).toEqual([]);
  });
};

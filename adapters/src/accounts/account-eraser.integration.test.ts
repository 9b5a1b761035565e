import { startOfWeekIn } from "@kominote/core/rules/zoned-periods";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { KnexLeaderboardTable } from "../leaderboard/knex-leaderboard-table";
import { knexFixtures } from "../services/knex-fixtures";
import { HmacSecretHasher } from "./hmac-secret-hasher";
import { KnexAccountEraser } from "./knex-account-eraser";
import { KnexSessionStore } from "./knex-session-store";
import { KnexUserRepository } from "./knex-user-repository";

const now = new Date("2026-11-18T15:00:00Z");
const hasher = new HmacSecretHasher(new Uint8Array(32).fill(5));

describe.each(testDatabaseTargets())("KnexAccountEraser on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let marie: number;
  let jean: number;
  let places: { withFile: number; withLink: number; jean: number };
  let made: { idea: number; forum: number; post: number; jeanPost: number; contribution: number; jeanContribution: number };

  const rowOf = async (table: string, id: number) => (await db(table).where({ id }).first()) as Record<string, unknown>;
  const countOf = async (table: string, where: Record<string, unknown>): Promise<number> =>
    Number(((await db(table).where(where).count({ n: "*" }).first()) as { n: string | number }).n);

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    const given = knexFixtures(db);
    const serviceId = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "Dlo" } } });
    const taskId = await given.addTask({ serviceId, position: 1, text: { ht: { title: "Kat", description: "Kat" } } });
    marie = await given.addMember({ joinedServiceId: serviceId });
    jean = await given.addMember({ joinedServiceId: serviceId });
    await db("users").where({ id: marie }).update({
      full_name: "Marie Joseph",
      email: "marie@example.ht",
      phone_number: "+50937000001",
      address: "Ri Lamè",
      bio: "Enfimyè",
      birthday: "1990-05-14",
      profile_photo: "/media/marie-photo.webp",
      password_hash: "scrypt$x",
      role: "moderator",
    });
    await db("users").where({ id: jean }).update({ full_name: "Jean Pierre", phone_number: "+50937000002", profile_photo: "/media/jean-photo.webp" });

    const idea = ((await db("ideas").insert({ author_id: marie, service_id: serviceId, content: "Lide Mari" }).returning("id")) as { id: number }[])[0]?.id ?? 0;
    const forum = await given.addForum({ serviceId, creatorId: marie });
    const [post, jeanPost] = (await db("forum_posts")
      .insert([
        { forum_id: forum, author_id: marie, content: "Mesaj Mari" },
        { forum_id: forum, author_id: jean, content: "Mesaj Jan", likes_count: 1 },
      ])
      .returning("id")) as { id: number }[];
    await db("forum_post_likes").insert({ post_id: jeanPost?.id, user_id: marie });
    const contribution = await given.addContribution({ taskId, userId: marie, status: "approved" });
    const jeanContribution = await given.addContribution({ taskId, userId: jean, status: "approved" });
    await db("contributions").whereIn("id", [contribution, jeanContribution]).update({ phone_number: "+50938000000", address: "Ri A", allow_direct_contact: true, has_contact_info: true });
    made = { idea, forum, post: post?.id ?? 0, jeanPost: jeanPost?.id ?? 0, contribution, jeanContribution };

    await db("uploads").insert([
      { id: "00000000-0000-4000-8000-000000000001", user_id: marie, kind: "media", content_type: "image/webp", storage_key: "marie-upload.webp", byte_size: 1, contribution_id: contribution },
      { id: "00000000-0000-4000-8000-000000000002", user_id: jean, kind: "media", content_type: "image/webp", storage_key: "jean-upload.webp", byte_size: 1, contribution_id: jeanContribution },
    ]);
    const place = { latitude: 18.65, longitude: -74.117, region: "south" };
    const [placeWithFile, placeWithLink, jeanPlace] = (await db("places")
      .insert([
        { ...place, author_id: marie, name: "Mache Jeremi", name_key: "mache jeremi", photo_url: "/media/place-marie.webp", status: "approved" },
        { ...place, author_id: marie, name: "Plas Jeremi", name_key: "plas jeremi", photo_url: "https://example.org/plas.jpg", status: "pending" },
        { ...place, author_id: jean, name: "Mache Jan", name_key: "mache jan", photo_url: "/media/place-jean.webp", status: "approved" },
      ])
      .returning("id")) as { id: number }[];
    places = { withFile: placeWithFile?.id ?? 0, withLink: placeWithLink?.id ?? 0, jean: jeanPlace?.id ?? 0 };
    await db("call_requests").insert([
      { contribution_id: contribution, requester_id: jean, caller_name: "Jan", caller_phone: "+50937000002" },
      { contribution_id: jeanContribution, requester_id: marie, caller_name: "Mari", caller_phone: "+50937000001" },
    ]);
    await db("invitations").insert([
      { inviter_id: marie, method: "email", invitee_email: "zanmi@example.ht", message: "Vini!", created_at: now },
      { inviter_id: jean, method: "phone", invitee_phone: "+50937999999", created_at: now },
    ]);
    await db("invite_links").insert({ user_id: marie, code: "MARIECODE", created_at: now });
    await db("notifications").insert([
      { user_id: marie, type: "other", title: JSON.stringify("Bonjou"), message: JSON.stringify("Mari"), created_at: now },
      { user_id: jean, type: "other", title: JSON.stringify("Bonjou"), message: JSON.stringify("Jan"), created_at: now },
    ]);
    for (const [userId, points] of [[marie, 30], [jean, 20]] as const) {
      await db("points_ledger").insert({ user_id: userId, action: "idea", points, reference_kind: "idea", reference_id: userId, created_at: now });
      await db("member_points").insert({ user_id: userId, total_points: points, updated_at: now });
    }
    await db("login_codes").insert({ contact: "email:marie@example.ht", code_hash: "h", expires_at: now });
    await db("login_code_sends").insert({ contact: "email:marie@example.ht", sent_at: now });
    const sessions = new KnexSessionStore(db, hasher);
    await sessions.create("marie-token", { userId: marie, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
    await sessions.create("jean-token", { userId: jean, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
  });
  afterAll(async () => {
    await database.close();
  });

  it("leaves a tombstone, removes the member's personal data everywhere, keeps the community's content and points, and audits it", async () => {
    const erased = await new KnexAccountEraser(db).erase(marie, now);
    expect(erased?.fileKeys).toEqual(["marie-photo.webp", "marie-upload.webp", "place-marie.webp"]);

    expect(await rowOf("users", marie)).toMatchObject({
      full_name: "",
      email: null,
      phone_number: null,
      address: null,
      bio: null,
      birthday: null,
      profile_photo: null,
      password_hash: null,
      role: "member",
      username: expect.stringMatching(/^KDS-/),
    });
    expect((await rowOf("users", marie)).deleted_at).toEqual(now);
    // Not a member any more for any lookup, and no session of hers is found.
    expect(await new KnexUserRepository(db).findById(marie)).toBeNull();
    expect(await new KnexSessionStore(db, hasher).find("marie-token")).toBeNull();
    expect(await countOf("sessions", { user_id: marie })).toBe(0);

    // Content stays, with its author; how to reach her does not.
    expect(await rowOf("ideas", made.idea)).toMatchObject({ author_id: marie, content: "Lide Mari" });
    expect(await rowOf("forum_posts", made.post)).toMatchObject({ author_id: marie, content: "Mesaj Mari" });
    expect(await rowOf("contributions", made.contribution)).toMatchObject({ phone_number: null, address: null, allow_direct_contact: false, has_contact_info: false });
    expect(await countOf("uploads", { user_id: marie })).toBe(0);
    // Her places stay on the map under her tombstone, in their review state, without her pictures.
    expect(await rowOf("places", places.withFile)).toMatchObject({ author_id: marie, name: "Mache Jeremi", photo_url: null, status: "approved" });
    expect(await rowOf("places", places.withLink)).toMatchObject({ author_id: marie, name: "Plas Jeremi", photo_url: null, status: "pending" });
    expect(await countOf("call_requests", { contribution_id: made.contribution })).toBe(0);
    expect(await countOf("call_requests", { requester_id: marie })).toBe(0);
    expect(await db("invitations").where({ inviter_id: marie }).first("invitee_email", "message")).toEqual({ invitee_email: null, message: null });
    expect(await countOf("invite_links", { user_id: marie })).toBe(0);
    expect(await countOf("notifications", { user_id: marie })).toBe(0);
    expect(await countOf("forum_post_likes", { user_id: marie })).toBe(0);
    expect((await rowOf("forum_posts", made.jeanPost)).likes_count).toBe(0);
    expect(await countOf("login_codes", { contact: "email:marie@example.ht" })).toBe(0);
    expect(await countOf("login_code_sends", { contact: "email:marie@example.ht" })).toBe(0);

    // Points stay, so totals and the other members' ranks hold.
    expect(await db("member_points").where({ user_id: marie }).first("total_points")).toEqual({ total_points: 30 });
    expect(await countOf("points_ledger", { user_id: marie })).toBe(1);

    const audit = await db("audit_log").where({ action: "deleteAccount" }).select("actor_id", "subject_kind", "subject_id", "reason", "details", "created_at");
    expect(audit).toEqual([{ actor_id: marie, subject_kind: "user", subject_id: marie, reason: null, details: null, created_at: now }]);

    // The other member is untouched.
    expect(await rowOf("users", jean)).toMatchObject({ full_name: "Jean Pierre", phone_number: "+50937000002", profile_photo: "/media/jean-photo.webp", deleted_at: null });
    expect(await new KnexSessionStore(db, hasher).find("jean-token")).not.toBeNull();
    expect(await rowOf("contributions", made.jeanContribution)).toMatchObject({ phone_number: "+50938000000", allow_direct_contact: true });
    expect(await countOf("uploads", { user_id: jean })).toBe(1);
    expect(await rowOf("places", places.jean)).toMatchObject({ author_id: jean, photo_url: "/media/place-jean.webp" });
    expect(await db("invitations").where({ inviter_id: jean }).first("invitee_phone")).toEqual({ invitee_phone: "+50937999999" });
    expect(await countOf("notifications", { user_id: jean })).toBe(1);
    expect(await db("member_points").where({ user_id: jean }).first("total_points")).toEqual({ total_points: 20 });
  });

  it("answers null for a member who already left, writing nothing more", async () => {
    expect(await new KnexAccountEraser(db).erase(marie, now)).toBeNull();
    expect(await countOf("audit_log", { action: "deleteAccount" })).toBe(1);
  });

  it("keeps a member who left off the rebuilt board; the others keep their places", async () => {
    const table = new KnexLeaderboardTable(db, 50);
    await table.refresh({ weekStart: startOfWeekIn(now), now, unlessRefreshedSince: now });
    const weekly = (await db("leaderboard_entries").where({ category: "weekly" }).orderBy("position").select("user_id", "rank", "score")) as Record<string, unknown>[];
    expect(weekly).toEqual([{ user_id: jean, rank: 1, score: 20 }]);
  });
});

import { KnexUserRepository } from "./knex-user-repository";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { KnexEmailVerificationStore } from "./knex-email-verification-store";
import { KnexMemberDirectory } from "./knex-member-directory";

describe.each(testDatabaseTargets())("registration stores on $name", (target) => {
  let database: TestDatabase;
  let users: KnexUserRepository;
  let verifications: KnexEmailVerificationStore;
  let userId: number;
  const expiresAt = new Date("2026-03-12T12:00:00Z");

  beforeAll(async () => {
    database = await target.open();
    users = new KnexUserRepository(database.db);
    verifications = new KnexEmailVerificationStore(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  // One database per file (opening one is slow); each test starts from one member and no links.
  beforeEach(async () => {
    await database.db("email_verifications").delete();
    await database.db("users").delete();
    const user = await users.create({
      fullName: "Marie Joseph",
      email: "marie@example.ht",
      phoneNumber: "+50937123456",
      username: "KDS-0000123-0",
      birthday: "1995-04-12",
      profilePhoto: null,
      skills: ["technology.programming"],
      primaryService: null,
      joinedServiceId: null,
      passwordHash: null,
    });
    userId = user.id;
  });

  it("keeps a link under the hash of its token only", async () => {
    await verifications.save("secret-token-value", { userId, email: "marie@example.ht", expiresAt });
    expect(await verifications.find("secret-token-value")).toEqual({ userId, email: "marie@example.ht", expiresAt, usedAt: null });
    expect(await verifications.find("another-token")).toBeNull();
    const rows = (await database.db("email_verifications").select("*")) as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain("secret-token-value");
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lets a link be used once", async () => {
    await verifications.save("once", { userId, email: "marie@example.ht", expiresAt });
    const at = new Date("2026-03-11T08:00:00Z");
    const results = await Promise.all([verifications.consume("once", at), verifications.consume("once", at)]);
    expect(results.sort()).toEqual([false, true]);
    expect((await verifications.find("once"))?.usedAt).toEqual(at);
    expect(await verifications.consume("never-saved", at)).toBe(false);
  });

  it("forgets the verification and the unused links when the address changes", async () => {
    await users.markEmailVerified(userId, new Date("2026-03-10T12:00:00Z"));
    await verifications.save("used", { userId, email: "marie@example.ht", expiresAt });
    await verifications.consume("used", new Date("2026-03-10T12:00:00Z"));
    await verifications.save("pending", { userId, email: "marie@example.ht", expiresAt });
    await verifications.resetForNewEmail(userId);
    expect((await users.findById(userId))?.emailVerifiedAt).toBeNull();
    expect(await verifications.find("pending")).toBeNull();
    expect(await verifications.find("used")).not.toBeNull();
  });

  it("ends the unused links of one member only, keeping when the used ones were used", async () => {
    const usedAt = new Date("2026-03-10T12:00:00Z");
    const endedAt = new Date("2026-03-11T09:00:00Z");
    await verifications.save("used", { userId, email: "marie@example.ht", expiresAt });
    await verifications.consume("used", usedAt);
    await verifications.save("pending", { userId, email: "marie@example.ht", expiresAt });
    const other = await users.create({
      fullName: "Jak Pyè",
      email: "jak@example.ht",
      phoneNumber: "+50937123457",
      username: "KDS-0000124-8",
      birthday: "1990-01-01",
      profilePhoto: null,
      skills: [],
      primaryService: null,
      joinedServiceId: null,
      passwordHash: null,
    });
    await verifications.save("theirs", { userId: other.id, email: "jak@example.ht", expiresAt });
    await verifications.endUnused(userId, endedAt);
    expect((await verifications.find("pending"))?.usedAt).toEqual(endedAt);
    expect((await verifications.find("used"))?.usedAt).toEqual(usedAt);
    expect((await verifications.find("theirs"))?.usedAt).toBeNull();
    expect(await verifications.consume("pending", endedAt)).toBe(false);
  });

  it("lists the expiries of one member's links after a moment, soonest first", async () => {
    const at = (hour: number) => new Date(`2026-03-12T${String(hour).padStart(2, "0")}:00:00Z`);
    await verifications.save("late", { userId, email: "marie@example.ht", expiresAt: at(14) });
    await verifications.save("early", { userId, email: "marie@example.ht", expiresAt: at(10) });
    await verifications.save("middle", { userId, email: "marie@example.ht", expiresAt: at(12) });
    await verifications.consume("middle", at(9));
    expect(await verifications.expiriesAfter(userId, at(10))).toEqual([at(12), at(14)]);
    expect(await verifications.expiriesAfter(userId + 1, at(0))).toEqual([]);
  });

  it("finds a member by member number", async () => {
    const directory = new KnexMemberDirectory(database.db);
    expect(await directory.findIdByMemberNumber("KDS-0000123-0")).toBe(userId);
    expect(await directory.findIdByMemberNumber("KDS-0000124-8")).toBeNull();
  });
});

import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { KnexInvitationStore } from "./knex-invitation-store";

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseTargets())("KnexInvitationStore on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let store: KnexInvitationStore;
  let members: number[];

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    store = new KnexInvitationStore(db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await db("do_not_contact").delete();
    await db("invitations").delete();
    await db("invite_links").delete();
    await emptyFoundationTables(db);
    const given = knexFixtures(db);
    const serviceId = await given.addService({ slug: "dlo-potab", position: 1, text: {} });
    members = [];
    for (let index = 0; index < 6; index += 1) members.push(await given.addMember({ joinedServiceId: serviceId }));
  });

  const member = (index: number): number => {
    const id = members[index];
    if (id === undefined) throw new Error(`no member ${index}`);
    return id;
  };
  const invite = async (inviter: number, contact: { email?: string; phone?: string; method?: "social" | "link" }, iso = "2026-03-03T12:00:00Z") => {
    const recorded = await store.record(
      {
        inviterId: member(inviter),
        method: contact.method ?? (contact.email !== undefined ? "email" : "phone"),
        inviteeEmail: contact.email ?? null,
        inviteePhone: contact.phone ?? null,
        message: "Vini!",
        at: at(iso),
      },
      null,
    );
    if (recorded === "limitReached") throw new Error("unexpected limit");
    return recorded.id;
  };
  const newMember = (index: number, contacts: { email?: string; phone?: string; code?: string } = {}) =>
    store.accept({
      userId: member(index),
      email: contacts.email ?? null,
      phoneNumber: contacts.phone ?? null,
      inviteCode: contacts.code ?? null,
      at: at("2026-03-05T12:00:00Z"),
    });

  describe("linkCode", () => {
    it("keeps one code per member and never gives a member another's", async () => {
      expect(await store.linkCode(member(0), "codeMarie001")).toBe("codeMarie001");
      expect(await store.linkCode(member(0), "codeMarie002")).toBe("codeMarie001");
      expect(await store.linkCode(member(1), "codeMarie001")).toBeNull();
      expect(await store.linkCode(member(1), "codeJean0001")).toBe("codeJean0001");
    });
  });

  describe("record", () => {
    it("counts e-mail and phone invitations since the day's start against the limit, each member apart", async () => {
      const limit = { dailyLimit: 2, dayStart: at("2026-03-03T05:00:00Z") };
      const send = (inviter: number, method: "email" | "phone" | "social", iso: string) =>
        store.record(
          {
            inviterId: member(inviter),
            method,
            inviteeEmail: method === "email" ? "paul@example.ht" : null,
            inviteePhone: method === "phone" ? "+50937001122" : null,
            message: null,
            at: at(iso),
          },
          method === "social" ? null : limit,
        );

      await send(0, "email", "2026-03-03T04:59:00Z");
      await send(0, "social", "2026-03-03T06:00:00Z");
      expect(await send(0, "email", "2026-03-03T06:00:00Z")).toEqual({ id: expect.any(Number), createdAt: at("2026-03-03T06:00:00Z") });
      expect(await send(0, "phone", "2026-03-03T07:00:00Z")).not.toBe("limitReached");
      expect(await send(0, "email", "2026-03-03T08:00:00Z")).toBe("limitReached");
      expect(await send(1, "email", "2026-03-03T08:00:00Z")).not.toBe("limitReached");
      expect(await db("invitations").where({ inviter_id: member(0) }).count({ count: "*" }).first()).toEqual({ count: 4 });
    });

    it("does not let parallel sends pass the limit together", async () => {
      const limit = { dailyLimit: 3, dayStart: at("2026-03-03T05:00:00Z") };
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          store.record(
            { inviterId: member(0), method: "email", inviteeEmail: `ami${index}@example.ht`, inviteePhone: null, message: null, at: at("2026-03-03T06:00:00Z") },
            limit,
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome !== "limitReached")).toHaveLength(3);
    });

    it("forgets an invitation that was not delivered", async () => {
      const id = await invite(0, { email: "paul@example.ht" });
      await store.forget(id);
      expect(await store.counts(member(0))).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 0, rank: null });
    });
  });

  describe("do not contact", () => {
    it("keeps the contact of an invitation once, however often it is added", async () => {
      const email = await invite(0, { email: "paul@example.ht" });
      const phone = await invite(0, { phone: "+50937001122" });
      const share = await invite(0, { method: "social" });
      expect(await store.contactOf(email)).toBe("email:paul@example.ht");
      expect(await store.contactOf(phone)).toBe("phone:+50937001122");
      expect(await store.contactOf(share)).toBeNull();
      expect(await store.contactOf(999_999)).toBeNull();

      expect(await store.isDoNotContact("email:paul@example.ht")).toBe(false);
      await store.addDoNotContact("email:paul@example.ht", at("2026-03-04T00:00:00Z"));
      await store.addDoNotContact("email:paul@example.ht", at("2026-03-05T00:00:00Z"));
      expect(await store.isDoNotContact("email:paul@example.ht")).toBe(true);
      expect(await store.isDoNotContact("phone:+50937001122")).toBe(false);
    });
  });

  describe("accept", () => {
    it("marks the earliest invitation to the new member's e-mail or phone, once per person", async () => {
      await invite(1, { email: "paul@example.ht" }, "2026-03-02T12:00:00Z");
      const earliest = await invite(0, { phone: "+50937001122" }, "2026-03-01T12:00:00Z");

      expect(await newMember(5, { email: "paul@example.ht", phone: "+50937001122" })).toEqual({ invitationId: earliest, inviterId: member(0) });
      expect(await newMember(5, { email: "paul@example.ht", phone: "+50937001122" })).toBeNull();

      const accepted = await db("invitations").whereNotNull("accepted_user_id").select("id", "accepted_user_id", "accepted_at");
      expect(accepted).toEqual([{ id: earliest, accepted_user_id: member(5), accepted_at: at("2026-03-05T12:00:00Z") }]);
    });

    it("credits the link's owner: their invitation to the member, else a new link invitation", async () => {
      await store.linkCode(member(1), "codeJean0001");
      await invite(0, { email: "paul@example.ht" }, "2026-03-01T12:00:00Z");
      const jeans = await invite(1, { email: "paul@example.ht" }, "2026-03-02T12:00:00Z");

      expect(await newMember(5, { email: "paul@example.ht", code: "codeJean0001" })).toEqual({ invitationId: jeans, inviterId: member(1) });

      const viaLink = await newMember(4, { email: "anne@example.ht", code: "codeJean0001" });
      expect(viaLink?.inviterId).toBe(member(1));
      expect(await db("invitations").where({ id: viaLink?.invitationId ?? 0 }).first("method", "accepted_user_id")).toEqual({
        method: "link",
        accepted_user_id: member(4),
      });
    });

    it("ignores an unknown code, the member's own code, and a member nobody invited", async () => {
      await store.linkCode(member(5), "codePaul0001");
      expect(await newMember(5, { email: "paul@example.ht", code: "codePaul0001" })).toBeNull();
      expect(await newMember(5, { code: "unknownCode1" })).toBeNull();
      expect(await newMember(5)).toBeNull();
      expect(await db("invitations").count({ count: "*" }).first()).toEqual({ count: 0 });
    });
  });

  describe("figures", () => {
    const given = async (inviter: number, sent: number, accepted: number, offset: number) => {
      for (let index = 0; index < sent; index += 1) {
        const email = `${inviter}-${index}@example.ht`;
        await invite(inviter, { email });
        if (index < accepted) {
          // Accepted by a member row made for the purpose.
          const [row] = (await db("users")
            .insert({ full_name: `Envite ${offset + index}`, username: `KDS-${String(500_000 + offset + index).padStart(7, "0")}-0` })
            .returning("id")) as { id: number }[];
          await store.accept({ userId: row?.id ?? 0, email, phoneNumber: null, inviteCode: null, at: at("2026-03-05T12:00:00Z") });
        }
      }
    };

    it("counts a member's invitations and ranks them among inviters with accepted ones", async () => {
      await given(0, 4, 3, 0);
      await given(1, 2, 1, 10);
      await given(2, 3, 1, 20);
      await given(3, 5, 0, 30);

      expect(await store.counts(member(0))).toEqual({ totalSent: 4, totalAccepted: 3, totalShared: 0, rank: 1 });
      expect(await store.counts(member(1))).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 0, rank: 2 });
      expect(await store.counts(member(2))).toEqual({ totalSent: 3, totalAccepted: 1, totalShared: 0, rank: 2 });
      expect(await store.counts(member(3))).toEqual({ totalSent: 5, totalAccepted: 0, totalShared: 0, rank: null });
      expect(await store.counts(member(4))).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 0, rank: null });
    });

    it("lists the best inviters with their names and success rates, ties by the earlier member", async () => {
      await given(2, 3, 1, 20);
      await given(0, 4, 3, 0);
      await given(1, 2, 1, 10);
      await given(3, 5, 0, 30);

      const top = await store.topInviters(2);
      expect(top).toEqual([
        { id: member(0), fullName: expect.any(String), inviteCount: 3, successRate: 75 },
        { id: member(1), fullName: expect.any(String), inviteCount: 1, successRate: 50 },
      ]);
      expect((await store.topInviters(10)).map((entry) => entry.id)).toEqual([member(0), member(1), member(2)]);
    });

    it("counts e-mail and phone invitations as sent and shares of the link apart, the rate from the sent ones", async () => {
      await given(0, 2, 1, 40);
      await invite(0, { method: "social" });
      await invite(0, { method: "link" });
      await invite(0, { method: "link" });
      // Someone registered through member 1's shared link: accepted, though nothing was sent.
      await store.linkCode(member(1), "codeJean0002");
      await newMember(5, { email: "anne@example.ht", code: "codeJean0002" });

      expect(await store.counts(member(0))).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 3, rank: 1 });
      expect(await store.counts(member(1))).toEqual({ totalSent: 0, totalAccepted: 1, totalShared: 0, rank: 1 });
      expect(await store.topInviters(10)).toEqual([
        { id: member(0), fullName: expect.any(String), inviteCount: 1, successRate: 50 },
        { id: member(1), fullName: expect.any(String), inviteCount: 1, successRate: null },
      ]);
    });
  });
});

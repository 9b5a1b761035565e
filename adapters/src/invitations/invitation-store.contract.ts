import type { InvitationStore } from "@kominote/core/ports/invitation-store";
import type { InviteMethod } from "@kominote/core/schemas/invitations";
import { beforeEach, describe, expect, it } from "vitest";

/** The adapter under test over empty storage, and ways to add members and read what it wrote. */
export interface InvitationHarness {
  readonly store: InvitationStore;
  readonly given: {
    member(): Promise<number>;
    /** How many invitations are stored, of one inviter or of all. */
    invitationCount(inviterId?: number): Promise<number>;
    methodOf(invitationId: number): Promise<InviteMethod | null>;
    /** The accepted invitations, by whom and when, oldest invitation first. */
    accepted(): Promise<{ invitationId: number; userId: number; at: Date }[]>;
  };
}

const at = (iso: string) => new Date(iso);

/**
 * The behaviour every InvitationStore promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over empty storage.
 */
export const invitationStoreContract = (fresh: () => Promise<InvitationHarness>): void => {
  let harness: InvitationHarness;
  let members: number[];

  beforeEach(async () => {
    harness = await fresh();
    members = [];
    for (let index = 0; index < 6; index += 1) members.push(await harness.given.member());
  });

  const member = (index: number): number => {
    const id = members[index];
    if (id === undefined) throw new Error(`no member ${index}`);
    return id;
  };
  const invite = async (inviter: number, contact: { email?: string; phone?: string; method?: "social" | "link" }, iso = "2026-03-03T12:00:00Z") => {
    const recorded = await harness.store.record(
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
    harness.store.accept({
      userId: member(index),
      email: contacts.email ?? null,
      phoneNumber: contacts.phone ?? null,
      inviteCode: contacts.code ?? null,
      at: at("2026-03-05T12:00:00Z"),
    });

  describe("linkCode", () => {
    it("keeps one code per member and never gives a member another's", async () => {
      expect(await harness.store.linkCode(member(0), "codeMarie001")).toBe("codeMarie001");
      expect(await harness.store.linkCode(member(0), "codeMarie002")).toBe("codeMarie001");
      expect(await harness.store.linkCode(member(1), "codeMarie001")).toBeNull();
      expect(await harness.store.linkCode(member(1), "codeJean0001")).toBe("codeJean0001");
    });
  });

  describe("record", () => {
    it("counts e-mail and phone invitations since the day's start against the limit, each member apart", async () => {
      const limit = { dailyLimit: 2, dayStart: at("2026-03-03T05:00:00Z") };
      const send = (inviter: number, method: "email" | "phone" | "social", iso: string) =>
        harness.store.record(
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
      expect(await harness.given.invitationCount(member(0))).toBe(4);
    });

    it("does not let parallel sends pass the limit together", async () => {
      const limit = { dailyLimit: 3, dayStart: at("2026-03-03T05:00:00Z") };
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          harness.store.record(
            { inviterId: member(0), method: "email", inviteeEmail: `ami${index}@example.ht`, inviteePhone: null, message: null, at: at("2026-03-03T06:00:00Z") },
            limit,
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome !== "limitReached")).toHaveLength(3);
    });

    it("forgets an invitation that was not delivered", async () => {
      const id = await invite(0, { email: "paul@example.ht" });
      await harness.store.forget(id);
      expect(await harness.store.counts(member(0))).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 0, rank: null });
    });
  });

  describe("do not contact", () => {
    it("keeps the contact of an invitation once, however often it is added", async () => {
      const email = await invite(0, { email: "paul@example.ht" });
      const phone = await invite(0, { phone: "+50937001122" });
      const share = await invite(0, { method: "social" });
      expect(await harness.store.contactOf(email)).toBe("email:paul@example.ht");
      expect(await harness.store.contactOf(phone)).toBe("phone:+50937001122");
      expect(await harness.store.contactOf(share)).toBeNull();
      expect(await harness.store.contactOf(999_999)).toBeNull();

      expect(await harness.store.isDoNotContact("email:paul@example.ht")).toBe(false);
      await harness.store.addDoNotContact("email:paul@example.ht", at("2026-03-04T00:00:00Z"));
      await harness.store.addDoNotContact("email:paul@example.ht", at("2026-03-05T00:00:00Z"));
      expect(await harness.store.isDoNotContact("email:paul@example.ht")).toBe(true);
      expect(await harness.store.isDoNotContact("phone:+50937001122")).toBe(false);
    });
  });

  describe("accept", () => {
    it("marks the earliest invitation to the new member's e-mail or phone, once per person", async () => {
      await invite(1, { email: "paul@example.ht" }, "2026-03-02T12:00:00Z");
      const earliest = await invite(0, { phone: "+50937001122" }, "2026-03-01T12:00:00Z");

      expect(await newMember(5, { email: "paul@example.ht", phone: "+50937001122" })).toEqual({ invitationId: earliest, inviterId: member(0) });
      expect(await newMember(5, { email: "paul@example.ht", phone: "+50937001122" })).toBeNull();

      expect(await harness.given.accepted()).toEqual([{ invitationId: earliest, userId: member(5), at: at("2026-03-05T12:00:00Z") }]);
    });

    it("credits the link's owner: their invitation to the member, else a new link invitation", async () => {
      await harness.store.linkCode(member(1), "codeJean0001");
      await invite(0, { email: "paul@example.ht" }, "2026-03-01T12:00:00Z");
      const jeans = await invite(1, { email: "paul@example.ht" }, "2026-03-02T12:00:00Z");

      expect(await newMember(5, { email: "paul@example.ht", code: "codeJean0001" })).toEqual({ invitationId: jeans, inviterId: member(1) });

      const viaLink = await newMember(4, { email: "anne@example.ht", code: "codeJean0001" });
      expect(viaLink?.inviterId).toBe(member(1));
      expect(await harness.given.methodOf(viaLink?.invitationId ?? 0)).toBe("link");
      expect((await harness.given.accepted()).find((entry) => entry.invitationId === viaLink?.invitationId)?.userId).toBe(member(4));
    });

    it("ignores an unknown code, the member's own code, and a member nobody invited", async () => {
      await harness.store.linkCode(member(5), "codePaul0001");
      expect(await newMember(5, { email: "paul@example.ht", code: "codePaul0001" })).toBeNull();
      expect(await newMember(5, { code: "unknownCode1" })).toBeNull();
      expect(await newMember(5)).toBeNull();
      expect(await harness.given.invitationCount()).toBe(0);
    });
  });

  describe("figures", () => {
    const given = async (inviter: number, sent: number, accepted: number) => {
      for (let index = 0; index < sent; index += 1) {
        const email = `${inviter}-${index}@example.ht`;
        await invite(inviter, { email });
        if (index < accepted) {
          // Accepted by a member made for the purpose.
          const userId = await harness.given.member();
          await harness.store.accept({ userId, email, phoneNumber: null, inviteCode: null, at: at("2026-03-05T12:00:00Z") });
        }
      }
    };

    it("counts a member's invitations and ranks them among inviters with accepted ones", async () => {
      await given(0, 4, 3);
      await given(1, 2, 1);
      await given(2, 3, 1);
      await given(3, 5, 0);

      expect(await harness.store.counts(member(0))).toEqual({ totalSent: 4, totalAccepted: 3, totalShared: 0, rank: 1 });
      expect(await harness.store.counts(member(1))).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 0, rank: 2 });
      expect(await harness.store.counts(member(2))).toEqual({ totalSent: 3, totalAccepted: 1, totalShared: 0, rank: 2 });
      expect(await harness.store.counts(member(3))).toEqual({ totalSent: 5, totalAccepted: 0, totalShared: 0, rank: null });
      expect(await harness.store.counts(member(4))).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 0, rank: null });
    });

    it("lists the best inviters with their names and success rates, ties by the earlier member", async () => {
      await given(2, 3, 1);
      await given(0, 4, 3);
      await given(1, 2, 1);
      await given(3, 5, 0);

      const top = await harness.store.topInviters(2);
      expect(top).toEqual([
        { id: member(0), fullName: expect.any(String), inviteCount: 3, successRate: 75 },
        { id: member(1), fullName: expect.any(String), inviteCount: 1, successRate: 50 },
      ]);
      expect((await harness.store.topInviters(10)).map((entry) => entry.id)).toEqual([member(0), member(1), member(2)]);
    });

    it("counts e-mail and phone invitations as sent and shares of the link apart, the rate from the sent ones", async () => {
      await given(0, 2, 1);
      await invite(0, { method: "social" });
      await invite(0, { method: "link" });
      await invite(0, { method: "link" });
      // Someone registered through member 1's shared link: accepted, though nothing was sent.
      await harness.store.linkCode(member(1), "codeJean0002");
      await newMember(5, { email: "anne@example.ht", code: "codeJean0002" });

      expect(await harness.store.counts(member(0))).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 3, rank: 1 });
      expect(await harness.store.counts(member(1))).toEqual({ totalSent: 0, totalAccepted: 1, totalShared: 0, rank: 1 });
      expect(await harness.store.topInviters(10)).toEqual([
        { id: member(0), fullName: expect.any(String), inviteCount: 1, successRate: 50 },
        { id: member(1), fullName: expect.any(String), inviteCount: 1, successRate: null },
      ]);
    });
  });
};

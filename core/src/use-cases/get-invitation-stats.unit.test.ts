import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryInvitationStore } from "../testing/invitation-doubles";
import { makeGetInvitationStats } from "./get-invitation-stats";
import { makeListTopInviters } from "./list-top-inviters";

const given = async (invitations: MemoryInvitationStore, inviterId: number, sent: number, accepted: number) => {
  for (let index = 0; index < sent; index += 1) {
    const email = `${inviterId}-${index}@example.ht`;
    await invitations.record({ inviterId, method: "email", inviteeEmail: email, inviteePhone: null, message: null, at: new Date() }, null);
    if (index < accepted) await invitations.accept({ userId: 1000 + inviterId * 100 + index, email, phoneNumber: null, inviteCode: null, at: new Date() });
  }
};

describe("invitation figures", () => {
  it("gives a member their own counts and rank, and no rank before an accepted invitation", async () => {
    const invitations = new MemoryInvitationStore();
    await given(invitations, 1, 4, 3);
    await given(invitations, 2, 2, 1);
    await given(invitations, 3, 5, 0);
    const stats = makeGetInvitationStats({ invitations });

    expect(await Effect.runPromise(stats({ userId: 2 }))).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 0, rank: 2 });
    expect(await Effect.runPromise(stats({ userId: 1 }))).toEqual({ totalSent: 4, totalAccepted: 3, totalShared: 0, rank: 1 });
    expect(await Effect.runPromise(stats({ userId: 3 }))).toEqual({ totalSent: 5, totalAccepted: 0, totalShared: 0, rank: null });
    expect(await Effect.runPromise(stats({ userId: 9 }))).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 0, rank: null });
  });

  it("lists the inviters with accepted invitations, best first, with their success rate", async () => {
    const invitations = new MemoryInvitationStore();
    invitations.names.set(1, "Marie Joseph").set(2, "Jean Pierre");
    await given(invitations, 2, 3, 1);
    await given(invitations, 1, 4, 3);
    await given(invitations, 3, 5, 0);

    expect(await Effect.runPromise(makeListTopInviters({ invitations })())).toEqual([
      { id: 1, fullName: "Marie Joseph", inviteCount: 3, successRate: 75 },
      { id: 2, fullName: "Jean Pierre", inviteCount: 1, successRate: 33 },
    ]);
  });

  it("counts only e-mail and phone invitations as sent, shares apart, and the rate from the sent ones", async () => {
    const invitations = new MemoryInvitationStore();
    invitations.names.set(1, "Marie Joseph").set(2, "Jean Pierre");
    await given(invitations, 1, 2, 1);
    for (const method of ["social", "link", "link"] as const) {
      await invitations.record({ inviterId: 1, method, inviteeEmail: null, inviteePhone: null, message: null, at: new Date() }, null);
    }
    // Someone registered through Jean's shared link: accepted, yet nothing was sent.
    await invitations.linkCode(2, "codeJean0001");
    await invitations.accept({ userId: 900, email: "anne@example.ht", phoneNumber: null, inviteCode: "codeJean0001", at: new Date() });

    const stats = makeGetInvitationStats({ invitations });
    expect(await Effect.runPromise(stats({ userId: 1 }))).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 3, rank: 1 });
    expect(await Effect.runPromise(stats({ userId: 2 }))).toEqual({ totalSent: 0, totalAccepted: 1, totalShared: 0, rank: 1 });
    expect(await Effect.runPromise(makeListTopInviters({ invitations })())).toEqual([
      { id: 1, fullName: "Marie Joseph", inviteCount: 1, successRate: 50 },
      { id: 2, fullName: "Jean Pierre", inviteCount: 1, successRate: null },
    ]);
  });
});

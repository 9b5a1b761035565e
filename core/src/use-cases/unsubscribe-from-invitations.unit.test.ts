import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { unsubscribeTokenOf } from "../rules/invitation-policy";
import { hexHasher, MemoryInvitationStore } from "../testing/invitation-doubles";
import { makeUnsubscribeFromInvitations } from "./unsubscribe-from-invitations";

const hasher = hexHasher();
let invitations: MemoryInvitationStore;
let unsubscribe: ReturnType<typeof makeUnsubscribeFromInvitations>;

beforeEach(() => {
  invitations = new MemoryInvitationStore();
  unsubscribe = makeUnsubscribeFromInvitations({ invitations, hasher, clock: fixedClock(new Date("2026-03-10T15:00:00Z")) });
});

const sent = async (contact: { email?: string; phone?: string }) => {
  const recorded = await invitations.record(
    {
      inviterId: 7,
      method: contact.email === undefined ? "phone" : "email",
      inviteeEmail: contact.email ?? null,
      inviteePhone: contact.phone ?? null,
      message: null,
      at: new Date(),
    },
    null,
  );
  if (recorded === "limitReached") throw new Error("unexpected limit");
  return recorded.id;
};

describe("unsubscribing from invitations", () => {
  it("puts the address the invitation went to on the do-not-contact list, twice harmlessly", async () => {
    const token = unsubscribeTokenOf(hasher, await sent({ email: "paul@example.ht" }));

    const first = await Effect.runPromise(Effect.result(unsubscribe(token)));
    const again = await Effect.runPromise(Effect.result(unsubscribe(token)));

    expect(Result.isSuccess(first) && first.success).toEqual({ messageKey: "invitations.unsubscribe.done" });
    expect(Result.isSuccess(again)).toBe(true);
    expect([...invitations.doNotContact]).toEqual(["email:paul@example.ht"]);
  });

  it("works for a text-message invitation too", async () => {
    await Effect.runPromise(unsubscribe(unsubscribeTokenOf(hasher, await sent({ phone: "+50937001122" }))));
    expect([...invitations.doNotContact]).toEqual(["phone:+50937001122"]);
  });

  it.each([
    ["a forged signature", (id: number) => `${id}.${"0".repeat(32)}`],
    ["another server's token", (id: number) => unsubscribeTokenOf(hexHasher("other-key"), id)],
    ["garbage", () => "pa-yon-token"],
    ["nothing", () => ""],
    ["an invitation that does not exist", () => unsubscribeTokenOf(hasher, 999)],
  ])("refuses %s and changes nothing", async (_name, tokenFor) => {
    const id = await sent({ email: "paul@example.ht" });
    const result = await Effect.runPromise(Effect.result(unsubscribe(tokenFor(id))));
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      code: "INVITATION.UNSUBSCRIBE_INVALID",
      messageKey: "invitations.error.unsubscribeInvalid",
    });
    expect(invitations.doNotContact.size).toBe(0);
  });
});

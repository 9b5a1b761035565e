import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryInvitationStore } from "../testing/invitation-doubles";
import { countingRandom, scriptedRandom } from "../testing/account-doubles";
import { makeGenerateInviteLink } from "./generate-invite-link";

const origin = "https://kominote.ht";

describe("the personal invitation link", () => {
  it("is the registration page with a URL-safe code, the same on every call", async () => {
    const generate = makeGenerateInviteLink({ invitations: new MemoryInvitationStore(), random: countingRandom() });

    const first = await Effect.runPromise(generate({ userId: 7, origin }));
    const again = await Effect.runPromise(generate({ userId: 7, origin }));
    const other = await Effect.runPromise(generate({ userId: 8, origin }));

    expect(first.inviteLink).toMatch(/^https:\/\/kominote\.ht\/register\?invite=[A-Za-z0-9_-]{12}$/);
    expect(again).toEqual(first);
    expect(other.inviteLink).not.toBe(first.inviteLink);
  });

  it("draws another code when the first belongs to someone else", async () => {
    const invitations = new MemoryInvitationStore();
    const same = Array.from({ length: 9 }, () => 1);
    const generate = makeGenerateInviteLink({ invitations, random: scriptedRandom(same, same, Array.from({ length: 9 }, () => 2)) });

    const first = await Effect.runPromise(generate({ userId: 7, origin }));
    const second = await Effect.runPromise(generate({ userId: 8, origin }));

    expect(second.inviteLink).not.toBe(first.inviteLink);
    expect(new Set(invitations.codes.values()).size).toBe(2);
  });
});

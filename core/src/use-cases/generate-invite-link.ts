import { Effect } from "effect";
import type { RandomSource } from "../ports/id-generator";
import type { InvitationStore } from "../ports/invitation-store";
import { drawInviteCode, inviteLinkOf } from "../rules/invitation-policy";
import type { GeneratedInviteLink } from "../schemas/invitations";

/** Codes drawn before giving up; two 72-bit codes colliding is already out of reach. */
const codeDraws = 3;

/** The member's one stable link code, drawn the first time it is asked for. */
export const inviteCodeOf = (invitations: InvitationStore, random: RandomSource, userId: number): Effect.Effect<string> =>
  Effect.promise(async () => {
    for (let draw = 0; draw < codeDraws; draw += 1) {
      const code = await invitations.linkCode(userId, drawInviteCode(random));
      if (code !== null) return code;
    }
    throw new Error("no free invite code after several draws");
  });

/** Gives the signed-in member their personal invitation link: the same one every time. */
export const makeGenerateInviteLink =
  ({ invitations, random }: { invitations: InvitationStore; random: RandomSource }) =>
  ({ userId, origin }: { userId: number; origin: string }): Effect.Effect<GeneratedInviteLink> =>
    inviteCodeOf(invitations, random, userId).pipe(Effect.map((code) => ({ inviteLink: inviteLinkOf(origin, code) })));

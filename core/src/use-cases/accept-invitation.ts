import { Effect } from "effect";
import type { Clock } from "../ports/clock";
import type { InvitationStore } from "../ports/invitation-store";
import type { PointsLedger } from "../ports/points-ledger";
import type { UnitOfWork } from "../ports/unit-of-work";
import { inviteCodePattern } from "../rules/invitation-policy";

export interface NewMemberContacts {
  readonly userId: number;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  /** The code of the invitation link the member registered through, if their device kept one. */
  readonly inviteCode: string | null;
}

/**
 * Credits whoever invited a member who just registered: through their link, else by the e-mail
 * or phone an invitation was sent to. The invitation is marked accepted once per invited person
 * and the inviter earns the points of an accepted invitation (DECISIONS 4). Both are one unit of
 * work, joined by the registration's: an accepted invitation always carries its points, and a
 * failure undoes the registration too (DECISIONS 11), so the newcomer simply registers again.
 */
export const makeAcceptInvitation =
  ({
    invitations,
    points,
    clock,
    unitOfWork,
  }: {
    invitations: InvitationStore;
    points: PointsLedger;
    clock: Clock;
    unitOfWork: UnitOfWork;
  }) =>
  ({ userId, email, phoneNumber, inviteCode }: NewMemberContacts): Effect.Effect<void> =>
    unitOfWork.run(
      Effect.promise(async () => {
        const code = inviteCode !== null && inviteCodePattern.test(inviteCode) ? inviteCode : null;
        const accepted = await invitations.accept({ userId, email, phoneNumber, inviteCode: code, at: clock.now() });
        if (accepted === null) return;
        // The reference is the invited member: a second award for the same person records nothing.
        await points.award({ userId: accepted.inviterId, action: "invitationAccepted", reference: { kind: "member", id: userId } });
      }),
    );

export type AcceptInvitation = ReturnType<typeof makeAcceptInvitation>;

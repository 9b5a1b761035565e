import { Effect } from "effect";
import type { InvitationStore } from "../ports/invitation-store";
import type { InvitationStats } from "../schemas/invitations";

/** The signed-in member's own invitation figures: sent, accepted, and their rank among inviters. */
export const makeGetInvitationStats =
  ({ invitations }: { invitations: InvitationStore }) =>
  ({ userId }: { userId: number }): Effect.Effect<InvitationStats> =>
    Effect.promise(() => invitations.counts(userId));

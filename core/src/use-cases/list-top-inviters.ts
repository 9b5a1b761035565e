import { Effect } from "effect";
import type { InvitationStore } from "../ports/invitation-store";
import { topInvitersShown } from "../rules/invitation-policy";
import type { InviterEntry } from "../schemas/invitations";

/** The members whose invitations were accepted most, best first. */
export const makeListTopInviters =
  ({ invitations }: { invitations: InvitationStore }) =>
  (): Effect.Effect<InviterEntry[]> =>
    Effect.promise(() => invitations.topInviters(topInvitersShown));

import type { InvitationStore } from "@kominote/core/ports/invitation-store";
import { makeAcceptInvitation } from "@kominote/core/use-cases/accept-invitation";
import { makeGenerateInviteLink } from "@kominote/core/use-cases/generate-invite-link";
import { makeGetInvitationStats } from "@kominote/core/use-cases/get-invitation-stats";
import { makeListTopInviters } from "@kominote/core/use-cases/list-top-inviters";
import { makeSendInvitation } from "@kominote/core/use-cases/send-invitation";
import { makeUnsubscribeFromInvitations } from "@kominote/core/use-cases/unsubscribe-from-invitations";
import { token, useCaseTokens } from "../../tokens";

/** Invitations and their stats. */
export const invitationsTokens = {
  invitationStore: token<InvitationStore>("InvitationStore"),
  ...useCaseTokens({
    makeGenerateInviteLink, makeSendInvitation, makeGetInvitationStats, makeListTopInviters, makeUnsubscribeFromInvitations, makeAcceptInvitation,
  }),
} as const;

import type { InvitationStore } from "@kominote/core/ports/invitation-store";
import type { makeAcceptInvitation } from "@kominote/core/use-cases/accept-invitation";
import type { makeGenerateInviteLink } from "@kominote/core/use-cases/generate-invite-link";
import type { makeGetInvitationStats } from "@kominote/core/use-cases/get-invitation-stats";
import type { makeListTopInviters } from "@kominote/core/use-cases/list-top-inviters";
import type { makeSendInvitation } from "@kominote/core/use-cases/send-invitation";
import type { makeUnsubscribeFromInvitations } from "@kominote/core/use-cases/unsubscribe-from-invitations";
import { token } from "../../tokens";

/** Invitations and their stats. */
export const invitationsTokens = {
  invitationStore: token<InvitationStore>("InvitationStore"),
  generateInviteLink: token<ReturnType<typeof makeGenerateInviteLink>>("GenerateInviteLink"),
  sendInvitation: token<ReturnType<typeof makeSendInvitation>>("SendInvitation"),
  getInvitationStats: token<ReturnType<typeof makeGetInvitationStats>>("GetInvitationStats"),
  listTopInviters: token<ReturnType<typeof makeListTopInviters>>("ListTopInviters"),
  unsubscribeFromInvitations: token<ReturnType<typeof makeUnsubscribeFromInvitations>>("UnsubscribeFromInvitations"),
  acceptInvitation: token<ReturnType<typeof makeAcceptInvitation>>("AcceptInvitation"),
} as const;

import { KnexInvitationStore } from "@kominote/adapters/invitations/knex-invitation-store";
import { makeAcceptInvitation } from "@kominote/core/use-cases/accept-invitation";
import { makeGenerateInviteLink } from "@kominote/core/use-cases/generate-invite-link";
import { makeGetInvitationStats } from "@kominote/core/use-cases/get-invitation-stats";
import { makeListTopInviters } from "@kominote/core/use-cases/list-top-inviters";
import { makeSendInvitation } from "@kominote/core/use-cases/send-invitation";
import { makeUnsubscribeFromInvitations } from "@kominote/core/use-cases/unsubscribe-from-invitations";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { accountsTokens } from "../accounts/tokens";
import { invitationsTokens } from "./tokens";
import { pointsTokens } from "../points/tokens";

/**
 * Invitations: personal links, sending through the mail and text-message channels, figures, the
 * unsubscribe link, and the hook registration calls to credit the inviter. Needs the account
 * bindings (members, mail, SMS, hasher, random, clock) and the points ledger.
 */
export const bindInvitations = (container: Container, database: Database): void => {
  container.bind(invitationsTokens.invitationStore).toConstantValue(new KnexInvitationStore(database));

  container.bind(invitationsTokens.generateInviteLink).toDynamicValue((ctx) =>
    makeGenerateInviteLink({ invitations: resolve(ctx, invitationsTokens.invitationStore), random: resolve(ctx, accountsTokens.random) }),
  );
  container.bind(invitationsTokens.sendInvitation).toDynamicValue((ctx) =>
    makeSendInvitation({
      invitations: resolve(ctx, invitationsTokens.invitationStore),
      users: resolve(ctx, accountsTokens.userRepository),
      mailer: resolve(ctx, accountsTokens.mailer),
      sms: resolve(ctx, accountsTokens.sms),
      hasher: resolve(ctx, accountsTokens.secretHasher),
      random: resolve(ctx, accountsTokens.random),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(invitationsTokens.getInvitationStats).toDynamicValue((ctx) =>
    makeGetInvitationStats({ invitations: resolve(ctx, invitationsTokens.invitationStore) }),
  );
  container.bind(invitationsTokens.listTopInviters).toDynamicValue((ctx) =>
    makeListTopInviters({ invitations: resolve(ctx, invitationsTokens.invitationStore) }),
  );
  container.bind(invitationsTokens.unsubscribeFromInvitations).toDynamicValue((ctx) =>
    makeUnsubscribeFromInvitations({
      invitations: resolve(ctx, invitationsTokens.invitationStore),
      hasher: resolve(ctx, accountsTokens.secretHasher),
      clock: resolve(ctx, tokens.clock),
    }),
  );
  container.bind(invitationsTokens.acceptInvitation).toDynamicValue((ctx) =>
    makeAcceptInvitation({
      invitations: resolve(ctx, invitationsTokens.invitationStore),
      points: resolve(ctx, pointsTokens.pointsLedger),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};

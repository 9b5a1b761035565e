import { KnexInvitationStore } from "@kominote/adapters/invitations/knex-invitation-store";
import { makeAcceptInvitation } from "@kominote/core/use-cases/accept-invitation";
import { makeGenerateInviteLink } from "@kominote/core/use-cases/generate-invite-link";
import { makeGetInvitationStats } from "@kominote/core/use-cases/get-invitation-stats";
import { makeListTopInviters } from "@kominote/core/use-cases/list-top-inviters";
import { makeSendInvitation } from "@kominote/core/use-cases/send-invitation";
import { makeUnsubscribeFromInvitations } from "@kominote/core/use-cases/unsubscribe-from-invitations";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "./tokens";

/**
 * Invitations: personal links, sending through the mail and text-message channels, figures, the
 * unsubscribe link, and the hook registration calls to credit the inviter. Needs the account
 * bindings (members, mail, SMS, hasher, random, clock) and the points ledger.
 */
export const bindInvitations = (container: Container, database: Database): void => {
  container.bind(tokens.invitationStore).toConstantValue(new KnexInvitationStore(database));

  container.bind(tokens.generateInviteLink).toDynamicValue((ctx) =>
    makeGenerateInviteLink({ invitations: resolve(ctx, tokens.invitationStore), random: resolve(ctx, tokens.random) }),
  );
  container.bind(tokens.sendInvitation).toDynamicValue((ctx) =>
    makeSendInvitation({
      invitations: resolve(ctx, tokens.invitationStore),
      users: resolve(ctx, tokens.userRepository),
      mailer: resolve(ctx, tokens.mailer),
      sms: resolve(ctx, tokens.sms),
      hasher: resolve(ctx, tokens.secretHasher),
      random: resolve(ctx, tokens.random),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.getInvitationStats).toDynamicValue((ctx) =>
    makeGetInvitationStats({ invitations: resolve(ctx, tokens.invitationStore) }),
  );
  container.bind(tokens.listTopInviters).toDynamicValue((ctx) =>
    makeListTopInviters({ invitations: resolve(ctx, tokens.invitationStore) }),
  );
  container.bind(tokens.unsubscribeFromInvitations).toDynamicValue((ctx) =>
    makeUnsubscribeFromInvitations({
      invitations: resolve(ctx, tokens.invitationStore),
      hasher: resolve(ctx, tokens.secretHasher),
      clock: resolve(ctx, tokens.clock),
    }),
  );
  container.bind(tokens.acceptInvitation).toDynamicValue((ctx) =>
    makeAcceptInvitation({
      invitations: resolve(ctx, tokens.invitationStore),
      points: resolve(ctx, tokens.pointsLedger),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};

import { KnexCallRequestStore } from "@kominote/adapters/contributions/knex-call-request-store";
import { KnexAuditLog } from "@kominote/adapters/moderation/knex-audit-log";
import { KnexContributionReviewSource } from "@kominote/adapters/moderation/knex-contribution-review-source";
import type { Reviewables } from "@kominote/core/ports/moderation/review-source";
import { contributionReviewable } from "@kominote/core/rules/contribution-review";
import { makeDecideSubmission } from "@kominote/core/use-cases/decide-submission";
import { makeListAuditLog } from "@kominote/core/use-cases/list-audit-log";
import { makeListContactableContributors } from "@kominote/core/use-cases/list-contactable-contributors";
import { makeListReviewQueue } from "@kominote/core/use-cases/list-review-queue";
import { makeRequestCall } from "@kominote/core/use-cases/request-call";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "./tokens";

/**
 * The moderators' review of submissions with its audit log, and call requests to contributors.
 * Needs the clock and the notifier and points ledger bindings to be in place. Each kind of
 * submission that can be reviewed is one entry of `reviewables`.
 */
export const bindReview = (container: Container, database: Database): void => {
  // A verdict moves the task counts in the catalogue (they leave rejected contributions out).
  container.bind(tokens.reviewables).toDynamicValue(
    (ctx) =>
      ({
        contribution: contributionReviewable(resolve(ctx, tokens.catalog).seeing(new KnexContributionReviewSource(database), ["decide"])),
      }) satisfies Reviewables,
  );
  container.bind(tokens.auditLog).toConstantValue(new KnexAuditLog(database));
  container.bind(tokens.callRequestStore).toConstantValue(new KnexCallRequestStore(database));

  container.bind(tokens.listReviewQueue).toDynamicValue((ctx) =>
    makeListReviewQueue({ reviewables: resolve(ctx, tokens.reviewables) }),
  );
  container.bind(tokens.decideSubmission).toDynamicValue((ctx) =>
    makeDecideSubmission({
      reviewables: resolve(ctx, tokens.reviewables),
      points: resolve(ctx, tokens.pointsLedger),
      notifier: resolve(ctx, tokens.notifier),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.listAuditLog).toDynamicValue((ctx) => makeListAuditLog({ auditLog: resolve(ctx, tokens.auditLog) }));
  container.bind(tokens.listContactableContributors).toDynamicValue((ctx) =>
    makeListContactableContributors({ calls: resolve(ctx, tokens.callRequestStore) }),
  );
  container.bind(tokens.requestCall).toDynamicValue((ctx) =>
    makeRequestCall({
      calls: resolve(ctx, tokens.callRequestStore),
      notifier: resolve(ctx, tokens.notifier),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};

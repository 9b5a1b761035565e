import { KnexAuditLog } from "@kominote/adapters/moderation/knex-audit-log";
import { KnexContentReports } from "@kominote/adapters/moderation/knex-content-reports";
import { makeDecideSubmission } from "@kominote/core/use-cases/decide-submission";
import { makeDismissReports } from "@kominote/core/use-cases/dismiss-reports";
import { makeHideContent } from "@kominote/core/use-cases/hide-content";
import { makeListAuditLog } from "@kominote/core/use-cases/list-audit-log";
import { makeListContentReports } from "@kominote/core/use-cases/list-content-reports";
import { makeListReviewQueue } from "@kominote/core/use-cases/list-review-queue";
import { makeReportContent } from "@kominote/core/use-cases/report-content";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { notificationsTokens } from "../notifications/tokens";
import { pointsTokens } from "../points/tokens";
import { hideableKinds, reviewableKinds } from "./kinds";
import { moderationTokens } from "./tokens";

/**
 * Moderation: the review queue and its verdicts, members' reports, hiding, dismissal, and the
 * audit log of every decision. The kinds it acts on are listed once, in ./kinds.ts. Needs the
 * catalogue, idea repository, clock, notifier and points ledger bindings to be in place.
 */
export const bindModeration = (container: Container, database: Database): void => {
  const reports = new KnexContentReports(database);
  container.bind(moderationTokens.reviewables).toDynamicValue((ctx) => reviewableKinds(ctx, database));
  container.bind(moderationTokens.hideables).toDynamicValue((ctx) => hideableKinds(ctx, database));
  container.bind(moderationTokens.auditLog).toConstantValue(new KnexAuditLog(database));

  container.bind(moderationTokens.listReviewQueue).toDynamicValue((ctx) =>
    makeListReviewQueue({ reviewables: resolve(ctx, moderationTokens.reviewables) }),
  );
  container.bind(moderationTokens.decideSubmission).toDynamicValue((ctx) =>
    makeDecideSubmission({
      reviewables: resolve(ctx, moderationTokens.reviewables),
      points: resolve(ctx, pointsTokens.pointsLedger),
      notifier: resolve(ctx, notificationsTokens.notifier),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(moderationTokens.listAuditLog).toDynamicValue((ctx) => makeListAuditLog({ auditLog: resolve(ctx, moderationTokens.auditLog) }));
  container.bind(moderationTokens.reportContent).toDynamicValue((ctx) => makeReportContent({ reports, clock: resolve(ctx, tokens.clock) }));
  container.bind(moderationTokens.listContentReports).toDynamicValue(() => makeListContentReports({ reports }));
  container.bind(moderationTokens.dismissReports).toDynamicValue((ctx) =>
    makeDismissReports({ reports, clock: resolve(ctx, tokens.clock), unitOfWork: resolve(ctx, tokens.transactions) }),
  );
  container.bind(moderationTokens.hideContent).toDynamicValue((ctx) =>
    makeHideContent({
      hideables: resolve(ctx, moderationTokens.hideables),
      notifier: resolve(ctx, notificationsTokens.notifier),
      events: resolve(ctx, notificationsTokens.memberEvents),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};

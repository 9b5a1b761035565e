import { KnexCallRequestStore } from "@kominote/adapters/contributions/knex-call-request-store";
import { KnexContributionRepository } from "@kominote/adapters/contributions/knex-contribution-repository";
import { SharpImageProcessor } from "@kominote/adapters/images/sharp-image-processor";
import { KnexUploadStore } from "@kominote/adapters/uploads/knex-upload-store";
import { makeContributeToTask } from "@kominote/core/use-cases/contribute-to-task";
import { makeListContactableContributors } from "@kominote/core/use-cases/list-contactable-contributors";
import { makeListTaskContributions } from "@kominote/core/use-cases/list-task-contributions";
import { makeListUserContributions } from "@kominote/core/use-cases/list-user-contributions";
import { makeListUserTaskContributions } from "@kominote/core/use-cases/list-user-task-contributions";
import { makeRequestCall } from "@kominote/core/use-cases/request-call";
import { makeStoreUpload } from "@kominote/core/use-cases/store-upload";
import { makeUpdateContribution } from "@kominote/core/use-cases/update-contribution";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { accountsTokens } from "../accounts/tokens";
import { contributionsTokens } from "./tokens";
import { notificationsTokens } from "../notifications/tokens";
import { pointsTokens } from "../points/tokens";
import { servicesTokens } from "../services/tokens";
import { systemTokens } from "../system/tokens";

/**
 * Uploading files, contributing to tasks, the contribution lists, and call requests to contributors.
 * Needs the catalogue, members, file storage, random source, notifier and points ledger bindings to be in place.
 */
export const bindContributions = (container: Container, database: Database): void => {
  const contributions = new KnexContributionRepository(database);
  container.bind(contributionsTokens.contributionImages).toConstantValue(new SharpImageProcessor());

  container.bind(contributionsTokens.storeUpload).toDynamicValue((ctx) =>
    makeStoreUpload({
      images: resolve(ctx, contributionsTokens.contributionImages),
      storage: resolve(ctx, systemTokens.fileStorage),
      uploads: new KnexUploadStore(database),
      random: resolve(ctx, accountsTokens.random),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(contributionsTokens.contributeToTask).toDynamicValue((ctx) =>
    makeContributeToTask({
      // A contribution moves its task's and service's counts in the catalogue.
      contributions: resolve(ctx, servicesTokens.catalog).seeing(contributions, ["submit"]),
      tasks: resolve(ctx, servicesTokens.taskRepository),
      users: resolve(ctx, accountsTokens.userRepository),
      points: resolve(ctx, pointsTokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(contributionsTokens.updateContribution).toDynamicValue(() => makeUpdateContribution({ contributions }));
  container.bind(contributionsTokens.listTaskContributions).toDynamicValue(() => makeListTaskContributions({ contributions }));
  container.bind(contributionsTokens.listUserContributions).toDynamicValue(() => makeListUserContributions({ contributions }));
  container.bind(contributionsTokens.listUserTaskContributions).toDynamicValue(() => makeListUserTaskContributions({ contributions }));
  container.bind(contributionsTokens.callRequestStore).toConstantValue(new KnexCallRequestStore(database));
  container.bind(contributionsTokens.listContactableContributors).toDynamicValue((ctx) =>
    makeListContactableContributors({ calls: resolve(ctx, contributionsTokens.callRequestStore) }),
  );
  container.bind(contributionsTokens.requestCall).toDynamicValue((ctx) =>
    makeRequestCall({
      calls: resolve(ctx, contributionsTokens.callRequestStore),
      notifier: resolve(ctx, notificationsTokens.notifier),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};

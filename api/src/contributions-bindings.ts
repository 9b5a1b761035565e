import { KnexContributionRepository } from "@kominote/adapters/contributions/knex-contribution-repository";
import { SharpImageProcessor } from "@kominote/adapters/images/sharp-image-processor";
import { KnexUploadStore } from "@kominote/adapters/uploads/knex-upload-store";
import { makeContributeToTask } from "@kominote/core/use-cases/contribute-to-task";
import { makeJoinService } from "@kominote/core/use-cases/join-service";
import { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import { makeListTaskContributions } from "@kominote/core/use-cases/list-task-contributions";
import { makeGetTask } from "@kominote/core/use-cases/get-task";
import { makeListUserContributions } from "@kominote/core/use-cases/list-user-contributions";
import { makeListUserTaskContributions } from "@kominote/core/use-cases/list-user-task-contributions";
import { makeStoreUpload } from "@kominote/core/use-cases/store-upload";
import { makeUpdateContribution } from "@kominote/core/use-cases/update-contribution";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "./tokens";

/**
 * Joining a service, a service's task list, uploading files, contributing to tasks and the contribution lists. Needs the
 * catalogue, members, file storage, random source and points ledger bindings to be in place.
 */
export const bindContributions = (container: Container, database: Database): void => {
  const contributions = new KnexContributionRepository(database);
  container.bind(tokens.contributionImages).toConstantValue(new SharpImageProcessor());

  container.bind(tokens.storeUpload).toDynamicValue((ctx) =>
    makeStoreUpload({
      images: resolve(ctx, tokens.contributionImages),
      storage: resolve(ctx, tokens.fileStorage),
      uploads: new KnexUploadStore(database),
      random: resolve(ctx, tokens.random),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.joinService).toDynamicValue((ctx) =>
    makeJoinService({
      services: resolve(ctx, tokens.serviceRepository),
      // Joining moves the service's member figures in the catalogue.
      users: resolve(ctx, tokens.catalog).seeing(resolve(ctx, tokens.userRepository), ["updateProfile"]),
    }),
  );
  container.bind(tokens.contributeToTask).toDynamicValue((ctx) =>
    makeContributeToTask({
      // A contribution moves its task's and service's counts in the catalogue.
      contributions: resolve(ctx, tokens.catalog).seeing(contributions, ["submit"]),
      tasks: resolve(ctx, tokens.taskRepository),
      users: resolve(ctx, tokens.userRepository),
      points: resolve(ctx, tokens.pointsLedger),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  // A service's tasks carry the reader's own part in each, read from the contributions.
  container.bind(tokens.listServiceTasks).toDynamicValue((ctx) =>
    makeListServiceTasks({ services: resolve(ctx, tokens.serviceRepository), tasks: resolve(ctx, tokens.taskRepository), contributions }),
  );
  container.bind(tokens.updateContribution).toDynamicValue(() => makeUpdateContribution({ contributions }));
  container.bind(tokens.listTaskContributions).toDynamicValue(() => makeListTaskContributions({ contributions }));
  container.bind(tokens.getTask).toDynamicValue((ctx) =>
    makeGetTask({ contributions, services: resolve(ctx, tokens.serviceRepository), tasks: resolve(ctx, tokens.taskRepository) }),
  );
  container.bind(tokens.listUserContributions).toDynamicValue(() => makeListUserContributions({ contributions }));
  container.bind(tokens.listUserTaskContributions).toDynamicValue(() => makeListUserTaskContributions({ contributions }));
};

import type { ContributionImageProcessor } from "@kominote/core/ports/image-processor";
import { makeContributeToTask } from "@kominote/core/use-cases/contribute-to-task";
import { makeListTaskContributions } from "@kominote/core/use-cases/list-task-contributions";
import { makeListUserContributions } from "@kominote/core/use-cases/list-user-contributions";
import { makeListUserTaskContributions } from "@kominote/core/use-cases/list-user-task-contributions";
import { makeStoreUpload } from "@kominote/core/use-cases/store-upload";
import { makeUpdateContribution } from "@kominote/core/use-cases/update-contribution";
import type { CallRequestStore } from "@kominote/core/ports/call-requests";
import { makeListContactableContributors } from "@kominote/core/use-cases/list-contactable-contributors";
import { makeRequestCall } from "@kominote/core/use-cases/request-call";
import { token, useCaseTokens } from "../../tokens";

/** Contributions to tasks, their uploads, and call requests to contributors. */
export const contributionsTokens = {
  callRequestStore: token<CallRequestStore>("CallRequestStore"),
  contributionImages: token<ContributionImageProcessor>("ContributionImages"),
  ...useCaseTokens({
    makeListContactableContributors, makeRequestCall, makeStoreUpload, makeContributeToTask, makeUpdateContribution, makeListTaskContributions,
    makeListUserContributions, makeListUserTaskContributions,
  }),
} as const;

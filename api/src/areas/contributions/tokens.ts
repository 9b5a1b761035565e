import type { ContributionImageProcessor } from "@kominote/core/ports/image-processor";
import type { makeContributeToTask } from "@kominote/core/use-cases/contribute-to-task";
import type { makeListTaskContributions } from "@kominote/core/use-cases/list-task-contributions";
import type { makeListUserContributions } from "@kominote/core/use-cases/list-user-contributions";
import type { makeListUserTaskContributions } from "@kominote/core/use-cases/list-user-task-contributions";
import type { makeStoreUpload } from "@kominote/core/use-cases/store-upload";
import type { makeUpdateContribution } from "@kominote/core/use-cases/update-contribution";
import type { CallRequestStore } from "@kominote/core/ports/call-requests";
import type { makeListContactableContributors } from "@kominote/core/use-cases/list-contactable-contributors";
import type { makeRequestCall } from "@kominote/core/use-cases/request-call";
import { token } from "../../tokens";

/** Contributions to tasks, their uploads, and call requests to contributors. */
export const contributionsTokens = {
  callRequestStore: token<CallRequestStore>("CallRequestStore"),
  listContactableContributors: token<ReturnType<typeof makeListContactableContributors>>("ListContactableContributors"),
  requestCall: token<ReturnType<typeof makeRequestCall>>("RequestCall"),
  contributionImages: token<ContributionImageProcessor>("ContributionImages"),
  storeUpload: token<ReturnType<typeof makeStoreUpload>>("StoreUpload"),
  contributeToTask: token<ReturnType<typeof makeContributeToTask>>("ContributeToTask"),
  updateContribution: token<ReturnType<typeof makeUpdateContribution>>("UpdateContribution"),
  listTaskContributions: token<ReturnType<typeof makeListTaskContributions>>("ListTaskContributions"),
  listUserContributions: token<ReturnType<typeof makeListUserContributions>>("ListUserContributions"),
  listUserTaskContributions: token<ReturnType<typeof makeListUserTaskContributions>>("ListUserTaskContributions"),
} as const;

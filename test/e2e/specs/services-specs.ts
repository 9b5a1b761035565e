import type { Spec } from "../harness";
import { serviceAddressSpecs } from "./services-addresses";
import { serviceCallSpecs } from "./services-calls";
import { serviceContributionSpecs } from "./services-contribution";
import { serviceReviewSpecs } from "./services-review";
import { serviceSecondMemberSpecs } from "./services-second-member";
import type { ServiceSpecTools } from "./services-support";

/**
 * The service specs: tasks, joining, the contribution wizard, review by a moderator, points and
 * notifications as they arrive, call requests, the addresses of the wizard and the call request, and a second member's own path through tasks
 * another member already did. Members are created through the API and read
 * their sign-in codes from the server's log; the moderator is made with `npm run admin`.
 */
export const serviceSpecs = (tools: ServiceSpecTools): readonly Spec[] => [
  ...serviceContributionSpecs(tools),
  ...serviceReviewSpecs(tools),
  ...serviceCallSpecs(tools),
  ...serviceAddressSpecs(tools),
  ...serviceSecondMemberSpecs(),
];

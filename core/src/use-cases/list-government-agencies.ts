import { Effect } from "effect";
import type { AgencyDirectory } from "../ports/agency-directory";
import type { GovernmentAgency } from "../schemas/agencies";

/**
 * The public directory: approved agencies only, by name, the same for every reader (so it may be
 * kept by any cache). A member's own submissions awaiting review are not listed: the answer to
 * their submission is what shows it to them (decision 0019).
 */
export const makeListGovernmentAgencies =
  ({ agencies }: { agencies: AgencyDirectory }) =>
  (): Effect.Effect<readonly GovernmentAgency[]> =>
    Effect.promise(() => agencies.listApproved());

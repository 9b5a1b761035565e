import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import type { AgencyDirectory } from "@kominote/core/ports/agency-directory";
import { makeListGovernmentAgencies } from "@kominote/core/use-cases/list-government-agencies";
import { makeSubmitGovernmentAgency } from "@kominote/core/use-cases/submit-government-agency";
import { token, useCaseTokens } from "../../tokens";

/** The government agencies directory. */
export const agenciesTokens = {
  /** The directory, kept in memory; a moderator's verdict reaches it through its `seeing`. */
  agencyDirectory: token<AgencyDirectory & WatchingCache>("AgencyDirectory"),
  ...useCaseTokens({ makeListGovernmentAgencies, makeSubmitGovernmentAgency }),
} as const;

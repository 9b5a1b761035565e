import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import type { AgencyDirectory } from "@kominote/core/ports/agency-directory";
import type { makeListGovernmentAgencies } from "@kominote/core/use-cases/list-government-agencies";
import type { makeSubmitGovernmentAgency } from "@kominote/core/use-cases/submit-government-agency";
import { token } from "../../tokens";

/** The government agencies directory. */
export const agenciesTokens = {
  /** The directory, kept in memory; a moderator's verdict reaches it through its `seeing`. */
  agencyDirectory: token<AgencyDirectory & WatchingCache>("AgencyDirectory"),
  listGovernmentAgencies: token<ReturnType<typeof makeListGovernmentAgencies>>("ListGovernmentAgencies"),
  submitGovernmentAgency: token<ReturnType<typeof makeSubmitGovernmentAgency>>("SubmitGovernmentAgency"),
} as const;

import { agencyTypes, type AgencyType } from "@kominote/core/schemas/agencies";
import type { Agency } from "../api/list-agencies";

export interface AgencySummary {
  readonly total: number;
  /** How many of the ten departments have at least one agency listed. */
  readonly departments: number;
  /** The types that have agencies, with their count, in the order of the type filter. */
  readonly byType: readonly { readonly type: AgencyType; readonly count: number }[];
}

/** The directory's figures: how many agencies, over how many departments, of which types. */
export const summarizeAgencies = (agencies: readonly Agency[]): AgencySummary => {
  const counts = new Map<AgencyType, number>();
  for (const agency of agencies) counts.set(agency.type, (counts.get(agency.type) ?? 0) + 1);
  return {
    total: agencies.length,
    departments: new Set(agencies.map((agency) => agency.department)).size,
    byType: agencyTypes.flatMap((type) => {
      const count = counts.get(type) ?? 0;
      return count === 0 ? [] : [{ type, count }];
    }),
  };
};

import type { Agency } from "../api/list-agencies";
import { filterAgencies, isFiltered, type AgencyFilter } from "../lib/agency-filter";
import { AgenciesSummary } from "./agencies-summary";
import { AgencyFilters, type AgencyFiltersProps } from "./agency-filters";
import { AgencyList } from "./agency-list";

export interface AgenciesDirectoryProps {
  readonly agencies: readonly Agency[];
  readonly filter: AgencyFilter;
  readonly onFilterChange: AgencyFiltersProps["onChange"];
  readonly onClearFilters: () => void;
  /** How many times the filters were cleared, so the search box empties with them. */
  readonly clears: number;
}

/** The loaded directory: search and filters, the figures, then the cards the filter keeps. */
export function AgenciesDirectory({ agencies, filter, onFilterChange, onClearFilters, clears }: AgenciesDirectoryProps) {
  const shown = filterAgencies(agencies, filter);
  return (
    <>
      <AgencyFilters filter={filter} onChange={onFilterChange} onClear={onClearFilters} clears={clears} />
      <AgenciesSummary agencies={agencies} shown={shown.length} />
      <AgencyList agencies={shown} filtered={isFiltered(filter)} onClearFilters={onClearFilters} />
    </>
  );
}

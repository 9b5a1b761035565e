import { agencyTypes, departments } from "@kominote/core/rules/agency-kinds";
import type { AgencyType, Department } from "@kominote/core/schemas/agencies";
import { oneOf } from "../../../lib/search-params";
import type { Agency } from "../api/list-agencies";

/** What the directory is narrowed to; kept in the address (`?q=lopital&type=hospital&department=Nord`). */
export interface AgencyFilter {
  readonly q?: string;
  readonly type?: AgencyType;
  readonly department?: Department;
}

/** The longest search kept in the address: anything longer is no one's search. */
const searchMaxLength = 200;

/**
 * The route's validateSearch: the query is anyone's to write, so only a known type or department
 * and a search of reasonable length are kept; the rest is dropped from the address.
 */
export const agencySearch = (search: Record<string, unknown>): AgencyFilter => {
  const q = typeof search.q === "string" ? search.q.slice(0, searchMaxLength) : undefined;
  const type = oneOf(agencyTypes, search.type);
  const department = oneOf(departments, search.department);
  return {
    ...(q === undefined || q.trim() === "" ? {} : { q }),
    ...(type === undefined ? {} : { type }),
    ...(department === undefined ? {} : { department }),
  };
};

/** The directory's address: its filter, and `add=1` while the add-agency dialog is open. */
export interface AgencyPageSearch extends AgencyFilter {
  readonly add?: 1;
}

/** The route's validateSearch: the filter, and the dialog flag only as `add=1`. */
export const agencyPageSearch = (search: Record<string, unknown>): AgencyPageSearch => ({
  ...agencySearch(search),
  ...(search.add === 1 || search.add === "1" ? { add: 1 as const } : {}),
});

/** Where a visitor who pressed 'add' lands once signed in: the directory with the dialog open. */
export const addAgencyPath = "/government-agencies?add=1";

/** Case and accents set aside, so "lopital" finds "Lopital" and "ministere" finds "Ministère". */
export const searchable = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const haystack = (agency: Agency): string =>
  searchable([agency.name, agency.description, agency.address, ...agency.services].join("\n"));

/**
 * The agencies the filter keeps, in the server's order (by name). Every word searched must appear
 * in the name, description, address or a service.
 */
export const filterAgencies = (agencies: readonly Agency[], filter: AgencyFilter): readonly Agency[] => {
  const words = searchable(filter.q ?? "").split(/\s+/).filter((word) => word !== "");
  return agencies.filter(
    (agency) =>
      (filter.type === undefined || agency.type === filter.type) &&
      (filter.department === undefined || agency.department === filter.department) &&
      (words.length === 0 || words.every((word) => haystack(agency).includes(word))),
  );
};

/** A search, a type or a department narrows the list. */
export const isFiltered = (filter: AgencyFilter): boolean =>
  (filter.q ?? "").trim() !== "" || filter.type !== undefined || filter.department !== undefined;

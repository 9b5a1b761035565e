import { oneOf } from "./search-params";

/** The longest search kept in the address; the server takes no more (100 characters). */
const searchMaxLength = 100;

/** A list's address: the search, and one choice among known values under `key` (`?q=lopital&category=hospital`). */
export type SearchWithChoice<K extends string, T extends string> = { readonly q?: string } & { readonly [Key in K]?: T };

/**
 * A route's validateSearch for a list searched by text and narrowed by one choice: the query is
 * anyone's to write, so only a known value and a search of reasonable length are kept, and the
 * rest leaves the address. Plain lists, no schema library: the check runs on the first page.
 */
export const searchWithChoice =
  <K extends string, T extends string>(key: K, values: readonly T[]) =>
  (search: Record<string, unknown>): SearchWithChoice<K, T> => {
    const q = typeof search.q === "string" ? search.q.slice(0, searchMaxLength) : undefined;
    const choice = oneOf(values, search[key]);
    return {
      ...(q === undefined || q.trim() === "" ? {} : { q }),
      ...(choice === undefined ? {} : { [key]: choice }),
    } as SearchWithChoice<K, T>;
  };

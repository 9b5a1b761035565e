import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";

/** Values a screen keeps in the address's query; undefined takes the key out of the address. */
export type SearchPatch = Readonly<Record<string, string | number | undefined>>;

export interface SearchParams {
  readonly search: Readonly<Record<string, unknown>>;
  /**
   * Changes some of the query, keeping the rest. A new history entry by default, so the back
   * button returns to what was shown before; `replace` for a change the member did not make.
   */
  readonly update: (patch: SearchPatch, options?: { readonly replace?: boolean }) => void;
}

/**
 * The current screen's query, read and changed in place. What a member may share, reload or come
 * back to with the back button (a tab, an open forum) lives here rather than in component state.
 */
export const useSearchParams = (): SearchParams => {
  const search = useSearch({ strict: false }) as Readonly<Record<string, unknown>>;
  const navigate = useNavigate();
  const update = useCallback(
    (patch: SearchPatch, { replace = false }: { readonly replace?: boolean } = {}): void => {
      void navigate({
        to: ".",
        search: ((previous: Readonly<Record<string, unknown>>) => ({ ...previous, ...patch })) as never,
        replace,
        // Same page, another part of it: the reader keeps their place.
        resetScroll: false,
      });
    },
    [navigate],
  );
  return { search, update };
};

/** The value when it is one of `values` (the query is anyone's to write), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  typeof raw === "string" && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** A positive whole number from the query (`?forum=12` arrives as 12, or "12" when typed oddly). */
export const positiveId = (raw: unknown): number | undefined => {
  const value = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

export interface TabsInAddress<T extends string> {
  readonly selectedKey: T;
  /** Opens a tab; `replace` when the member did not choose it (no history entry of its own). */
  readonly onSelectionChange: (key: string | number, options?: { readonly replace?: boolean }) => void;
}

/**
 * A set of tabs whose choice is `?<key>=<tab>`: a reload or a shared link opens the same tab, the
 * back button the one before. The first tab is the default and stays out of the address.
 * `onChange` adds to the change (a service's tab drops the open forum when it changes).
 */
export const useTabsInAddress = <T extends string>(key: string, tabs: readonly [T, ...T[]], onChange: SearchPatch = {}): TabsInAddress<T> => {
  const { search, update } = useSearchParams();
  const first = tabs[0];
  return {
    selectedKey: oneOf(tabs, search[key]) ?? first,
    onSelectionChange: (selected, options) => {
      const tab = oneOf(tabs, String(selected)) ?? first;
      update({ ...onChange, [key]: tab === first ? undefined : tab }, options);
    },
  };
};

/** A route's validateSearch for one set of tabs: only a known tab other than the first is kept. */
export const tabSearch =
  <K extends string, T extends string>(key: K, tabs: readonly [T, ...T[]]) =>
  (search: Record<string, unknown>): Partial<Record<K, T>> => {
    const tab = oneOf(tabs.slice(1), search[key]);
    return tab === undefined ? {} : ({ [key]: tab } as Partial<Record<K, T>>);
  };

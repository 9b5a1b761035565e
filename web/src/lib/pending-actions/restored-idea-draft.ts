import { useSyncExternalStore } from "react";

/** An idea a visitor typed before signing in, handed back to the idea form once they have. */
export interface RestoredIdeaDraft {
  readonly serviceId: number | null;
  readonly content: string;
  /** The page it was written on: only that page's form takes it. */
  readonly returnPath: string;
}

let draft: RestoredIdeaDraft | null = null;
const listeners = new Set<() => void>();

const changed = (next: RestoredIdeaDraft | null): void => {
  draft = next;
  for (const listener of listeners) listener();
};

/** Kept in memory until a form takes it: the form may appear later (a lazy tab, another page). */
export const restoreIdeaDraft = (restored: RestoredIdeaDraft): void => changed(restored);

/** The draft, handed to the first form that accepts it and then gone. */
export const takeRestoredIdeaDraft = (accepts: (restored: RestoredIdeaDraft) => boolean): RestoredIdeaDraft | null => {
  const current = draft;
  if (current === null || !accepts(current)) return null;
  changed(null);
  return current;
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft waiting for a form, or null; re-renders when one arrives or is taken. */
export const useRestoredIdeaDraft = (): RestoredIdeaDraft | null =>
  useSyncExternalStore(
    subscribe,
    () => draft,
    () => null,
  );

/**
 * Who is signed in on this page, as the outbox shows its waiting entries (decision 0034). The page's
 * background parts set it from the current member's query; nothing is shown until they have, so a
 * visitor or the next member on a shared phone never sees what another wrote. Kept apart from the
 * outbox so setting it loads nothing of it.
 */
export interface SignedInMember {
  readonly get: () => number | null;
  readonly set: (member: number | null) => void;
  /** Told when the member changes; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

export const createSignedInMember = (): SignedInMember => {
  let member: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => member,
    set: (next) => {
      if (next === member) return;
      member = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The page's one. */
export const signedInMember: SignedInMember = createSignedInMember();

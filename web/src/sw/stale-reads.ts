/** What the service worker tells a page when a kept copy answered for it: the data is not fresh. */
export interface StaleRead {
  readonly type: "stale-read";
  /** When the oldest copy shown was saved (its Date header), or null when the copy does not say. */
  readonly savedAt: string | null;
}

export interface StaleReads {
  /** A kept copy answered a page's read; returns what the page is told. */
  readonly note: (clientId: string, savedAt: string | null) => StaleRead;
  /** What a page was answered from kept copies so far (a page that starts listening late asks). */
  readonly of: (clientId: string) => StaleRead | null;
}

const older = (a: string | null, b: string | null): string | null => {
  if (a === null || b === null) return a ?? b;
  return Date.parse(b) < Date.parse(a) ? b : a;
};

/**
 * Per page (a client id), the oldest kept copy it was answered with. The page's notice loads after
 * the first reads, so it asks for what it missed; a handful of pages at most, the oldest forgotten.
 */
export const createStaleReads = (limit = 20): StaleReads => {
  const byClient = new Map<string, string | null>();
  return {
    note: (clientId, savedAt) => {
      const oldest = byClient.has(clientId) ? older(byClient.get(clientId) ?? null, savedAt) : savedAt;
      byClient.delete(clientId);
      byClient.set(clientId, oldest);
      for (const key of byClient.keys()) {
        if (byClient.size <= limit) break;
        byClient.delete(key);
      }
      return { type: "stale-read", savedAt: oldest };
    },
    of: (clientId) => (byClient.has(clientId) ? { type: "stale-read", savedAt: byClient.get(clientId) ?? null } : null),
  };
};

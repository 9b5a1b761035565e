/**
 * The caches the service worker keeps besides its precache (decision 0034). The page reads these
 * names too: signing out empties the member's ones.
 */
export const cacheNames = {
  /** The API reads kept for offline (network-first): services, a member's tasks, contributions, notifications, forums. */
  reads: "kominote-reads-v1",
  /** The last HTML each address answered, opened when the network does not answer. */
  pages: "kominote-pages-v1",
  /** Who was signed in, for opening the member's pages offline. */
  member: "kominote-member-v1",
  /** Hashed files loaded at run time that the precache leaves out (a language's whole catalog). */
  assets: "kominote-assets-v1",
} as const;

/** The caches that may hold what one member saw: emptied when they sign out or the session ends. */
export const memberCacheNames: readonly string[] = [cacheNames.reads, cacheNames.pages, cacheNames.member];

export const clearMemberCaches = async (storage: CacheStorage): Promise<void> => {
  await Promise.all(memberCacheNames.map((name) => storage.delete(name)));
};

/** A CacheStorage kept in memory (keys by address only), for the service worker's unit tests. */
export const memoryCaches = (): CacheStorage => {
  const caches = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL): string => (typeof request === "string" ? request : request instanceof URL ? request.href : request.url);
  const cacheOf = (entries: Map<string, Response>): Cache =>
    ({
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response),
      delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(new URL(url, "https://kominote.ht"))),
    }) as unknown as Cache;
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return cacheOf(entries);
    },
    delete: async (name: string) => caches.delete(name),
    has: async (name: string) => caches.has(name),
    keys: async () => [...caches.keys()],
    match: async () => undefined,
  } as CacheStorage;
};

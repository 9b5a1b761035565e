import { cacheNames, clearMemberCaches } from "./cache-names";

/** Where the signed-in member's own answer is kept (one entry). */
const memberKey = "/api/auth/user";

const idOf = async (response: Response): Promise<unknown> => {
  try {
    return ((await response.clone().json()) as { id?: unknown } | null)?.id ?? null;
  } catch {
    return null;
  }
};

/**
 * Follows who is signed in (decision 0034). `/api/auth/user` is never a cached read: the network
 * always answers it when it can. Its last 200 is kept only so a member's pages open with no
 * connection; a 401 (signed out, session ended) or another member's answer first empties every
 * cache holding what a member saw, so nobody's data is shown to the next person on the phone.
 */
export const followMember = async (storage: CacheStorage, response: Response): Promise<void> => {
  if (response.status === 401) {
    await clearMemberCaches(storage);
    return;
  }
  if (!response.ok) return;
  const cache = await storage.open(cacheNames.member);
  const kept = await cache.match(memberKey, { ignoreVary: true });
  if (kept !== undefined && (await idOf(kept)) !== (await idOf(response))) await clearMemberCaches(storage);
  await (await storage.open(cacheNames.member)).put(memberKey, response.clone());
};

/** The member last signed in, for when the network does not answer. */
export const keptMember = async (storage: CacheStorage): Promise<Response | undefined> =>
  (await storage.open(cacheNames.member)).match(memberKey, { ignoreVary: true });

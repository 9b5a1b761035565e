/**
 * Who the session on this phone belongs to, as the outbox needs it (a page or the service worker):
 * the member's id, null when nobody is signed in, undefined when the server could not be asked.
 */
export const currentMemberOfSession = async (send: typeof fetch = (input, init) => fetch(input, init)): Promise<number | null | undefined> => {
  try {
    const response = await send(typeof location === "undefined" ? "/api/auth/user" : new URL("/api/auth/user", location.origin).href, {
      credentials: "include",
      headers: { "X-Requested-With": "fetch" },
    });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const id = ((await response.json()) as { id?: unknown } | null)?.id;
    return typeof id === "number" ? id : undefined;
  } catch {
    return undefined;
  }
};

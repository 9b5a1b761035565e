/**
 * The API reads a phone keeps for when it has no connection (decision 0034): the public services,
 * a service's tasks and one task (a member's tasks and their progress), a member's contributions
 * and responses, their notifications, a service's forums and a forum with its posts and replies.
 * Each goes to the network first; the kept copy answers only when the network does not. Nothing
 * else is kept: no event stream (/api/events), no write, nothing of signing in (/api/auth/*), no
 * moderation.
 */
const offlineReads: readonly RegExp[] = [
  /^\/api\/public-services$/,
  /^\/api\/services\/\d+\/tasks$/,
  /^\/api\/tasks\/\d+$/,
  /^\/api\/users\/\d+\/(task-contributions|contributions|responses)$/,
  /^\/api\/notifications$/,
  /^\/api\/services\/\d+\/forums$/,
  /^\/api\/forums\/\d+(\/posts)?$/,
];

export interface RequestLine {
  readonly method: string;
  readonly url: string;
}

const sameOriginPath = (url: string, origin: string): string | null => {
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname : null;
};

export const isOfflineRead = (request: RequestLine, origin: string): boolean => {
  const path = request.method === "GET" ? sameOriginPath(request.url, origin) : null;
  return path !== null && offlineReads.some((pattern) => pattern.test(path));
};

/** The signed-in member's own read: never cached as a read, kept apart only to open their pages offline. */
export const isCurrentMemberRead = (request: RequestLine, origin: string): boolean =>
  request.method === "GET" && sameOriginPath(request.url, origin) === "/api/auth/user";

/** Signing out (a navigation to /api/logout): what the member saw leaves the device. */
export const isSignOut = (request: RequestLine, origin: string): boolean => sameOriginPath(request.url, origin) === "/api/logout";

/** A page the server renders: any navigation but the API's own addresses (sign-out, exports). */
export const isPageNavigation = (request: RequestLine & { readonly mode: string }, origin: string): boolean => {
  const path = request.mode === "navigate" && request.method === "GET" ? sameOriginPath(request.url, origin) : null;
  return path !== null && path !== "/api" && !path.startsWith("/api/");
};

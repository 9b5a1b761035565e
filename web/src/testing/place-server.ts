import { ApiError } from "../api/api-error";
import { jsonResponse } from "./stub-fetch";

/** Failures a member's place form shows (as the API answers them). */
export const placeSendErrors = {
  failed: new ApiError(500, "Internal Server Error", ""),
  offline: new TypeError("Failed to fetch"),
  refused: (fields: Readonly<Record<string, string>>) => new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields }),
};

/** A fake server of a members' directory of places (safe places, connection points); a test changes its answers. */
export interface PlaceServer {
  /** What the list answers for its query string (an empty list, a failure...). */
  list: (query: URLSearchParams) => Response;
  /** What `<base>/summary` answers, for a directory with figures. */
  summary?: () => Response;
  create: (body: unknown) => Response;
  update: (id: number, body: unknown) => Response;
  /** The bodies sent, in order, and the query strings the list was asked with. */
  readonly created: unknown[];
  readonly updated: { readonly id: number; readonly body: unknown }[];
  readonly listed: string[];
}

/** A fresh fake server answering as the OpenAPI document says: the list and figures 200, a new place 201, a correction 200. */
export const placeServer = <Place extends { readonly id: number }>(places: readonly Place[], created: Place, summary?: unknown): PlaceServer => ({
  list: () => jsonResponse(places),
  ...(summary === undefined ? {} : { summary: () => jsonResponse(summary) }),
  create: (body) => jsonResponse({ ...created, ...(body as object) }, 201),
  update: (id, body) => jsonResponse({ ...(places.find((place) => place.id === id) ?? created), ...(body as object) }),
  created: [],
  updated: [],
  listed: [],
});

/**
 * `fetch` for a test of such a screen: `vi.stubGlobal("fetch", placeFetch("/api/safe-places", server, member))`.
 * It also answers the current user (null: a visitor), as the shell asks.
 */
export const placeFetch =
  (base: string, server: PlaceServer, member: unknown) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === "/api/auth/user") return member === null ? jsonResponse({ code: "AUTH.REQUIRED", message: "" }, 401) : jsonResponse(member);
    if (url.pathname === `${base}/summary` && server.summary !== undefined) return server.summary();
    if (url.pathname === base && request.method === "GET") {
      server.listed.push(url.search);
      return server.list(url.searchParams);
    }
    if (url.pathname === base && request.method === "POST") {
      const body: unknown = await request.json();
      server.created.push(body);
      return server.create(body);
    }
    const id = url.pathname.startsWith(`${base}/`) ? Number(url.pathname.slice(base.length + 1)) : Number.NaN;
    if (Number.isSafeInteger(id) && request.method === "PATCH") {
      const body: unknown = await request.json();
      server.updated.push({ id, body });
      return server.update(id, body);
    }
    return jsonResponse({ code: "NOT_FOUND", message: "" }, 404);
  };

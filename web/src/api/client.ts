import type { Language } from "@kominote/core/i18n/languages";
import type { paths } from "@kominote/openapi/client/schema";
import createClient, { type Middleware } from "openapi-fetch";
import { requestLanguage } from "../i18n/request-language";
import { ApiError } from "./api-error";

export { ApiError, isApiError, type ApiErrorBody } from "./api-error";

export type ApiClient = ReturnType<typeof createClient<paths>>;

export interface ApiClientOptions {
  /** Origin the API is served from; empty means the page's own origin. */
  readonly baseUrl?: string;
  /** The language answers should be written in; read on every request. */
  readonly language?: () => Language;
  readonly fetch?: typeof fetch;
}

const acceptLanguage = (language: () => Language): Middleware => ({
  onRequest({ request }) {
    // A call may name its language itself (query functions pass the one in their key).
    if (!request.headers.has("Accept-Language")) request.headers.set("Accept-Language", language());
    return request;
  },
});

/** A typed client of the Kominote API: session cookie included, answers in the interface language. */
export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? "",
    credentials: "include",
    // Looked up on each call, so a fetch replaced later (offline queue, test double) is used.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(acceptLanguage(options.language ?? requestLanguage));
  return client;
};

/** The client the application uses. */
export const api: ApiClient = createApiClient();

/** The header a query function sends so its answer matches the language in its query key. */
export const languageHeaders = (language: Language): { "Accept-Language": Language } => ({
  "Accept-Language": language,
});

interface FetchResult<Data> {
  readonly data?: Data;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Unwraps an openapi-fetch result: the data on success, an ApiError on any non-success status.
 * `const services = await expectData(api.GET("/api/public-services"))`.
 */
export const expectData = async <Data>(call: Promise<FetchResult<Data>>): Promise<Data> => {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, response.statusText, error);
  return data as Data;
};

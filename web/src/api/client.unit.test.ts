import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient, expectData } from "./client";

const answering = (response: () => Response) => {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
};

/** The error a call that must fail rejects with. */
const failureOf = async (call: Promise<unknown>): Promise<ApiError> => {
  const outcome = await call.then(
    () => new Error("the call succeeded"),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
};

const json = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

describe("the API client", () => {
  it("sends the session cookie and asks for answers in the interface language", async () => {
    const { fetch, requests } = answering(() => json(200, []));
    const client = createApiClient({ baseUrl: "http://kominote.test", fetch, language: () => "pt" });
    await expectData(client.GET("/api/public-services"));
    expect(requests[0]?.credentials).toBe("include");
    expect(requests[0]?.headers.get("Accept-Language")).toBe("pt");
  });

  it("lets a call name its own language (the one in its query key)", async () => {
    const { fetch, requests } = answering(() => json(200, []));
    const client = createApiClient({ baseUrl: "http://kominote.test", fetch, language: () => "pt" });
    await expectData(client.GET("/api/public-services", { headers: { "Accept-Language": "fr" } }));
    expect(requests[0]?.headers.get("Accept-Language")).toBe("fr");
  });

  it("turns a failure into '<status>: <body>' and keeps the error body's code, message and fields", async () => {
    const body = { code: "VALIDATION.FAILED", message: "Tanpri korije fòm nan", fields: { email: "Imèl pa valid" } };
    const { fetch } = answering(() => json(400, body, "Bad Request"));
    const client = createApiClient({ baseUrl: "http://kominote.test", fetch });
    const apiError = await failureOf(expectData(client.GET("/api/public-services")));
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe("VALIDATION.FAILED");
    expect(apiError.serverMessage).toBe("Tanpri korije fòm nan");
    expect(apiError.fields).toEqual({ email: "Imèl pa valid" });
  });

  it("uses the body text as it is when it is not JSON, and the status text when it is empty", async () => {
    const text = answering(() => new Response("upstream timeout", { status: 502, statusText: "Bad Gateway" }));
    const textClient = createApiClient({ baseUrl: "http://k.test", fetch: text.fetch });
    const textError = await failureOf(expectData(textClient.GET("/api/public-services")));
    expect(textError.message).toBe("502: upstream timeout");
    expect(textError.code).toBeUndefined();

    const empty = answering(() => new Response(null, { status: 401, statusText: "Unauthorized" }));
    const emptyClient = createApiClient({ baseUrl: "http://k.test", fetch: empty.fetch });
    const emptyError = await failureOf(expectData(emptyClient.GET("/api/public-services")));
    expect(emptyError.message).toBe("401: Unauthorized");
  });
});

// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { servicesWithImages } from "../testing/services";

const requests: Request[] = [];
const answer = vi.fn(
  async (): Promise<Response> =>
    new Response(JSON.stringify(servicesWithImages), { status: 200, headers: { "Content-Type": "application/json" } }),
);

// The application's HTTP client keeps the fetch it finds when it is created, so fetch is replaced
// before the module that creates it is imported.
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: Request) => {
    requests.push(input);
    return answer();
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("publicServicesQueryOptions", () => {
  it("asks GET /api/public-services in the language of its key, and caches each language apart", async () => {
    const { publicServicesQueryOptions } = await import("./get-public-services");
    const queryClient = new QueryClient();

    const french = await queryClient.ensureQueryData(publicServicesQueryOptions("fr"));
    await queryClient.ensureQueryData(publicServicesQueryOptions("fr"));
    await queryClient.ensureQueryData(publicServicesQueryOptions("es"));

    expect(french).toEqual(servicesWithImages);
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ["GET", "/api/public-services"],
      ["GET", "/api/public-services"],
    ]);
    expect(requests.map((request) => request.headers.get("Accept-Language"))).toEqual(["fr", "es"]);
  });

  it("fails with the server's error so the page can offer to try again", async () => {
    const { getPublicServices } = await import("./get-public-services");
    answer.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: "INTERNAL", message: "Erè" }), {
        status: 500,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await expect(getPublicServices("ht")).rejects.toMatchObject({ status: 500, code: "INTERNAL" });
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getPublicServices, revalidatePublicServices } from "./get-public-services";

afterEach(() => vi.unstubAllGlobals());

const cacheModesOfCalls = async (calls: number): Promise<RequestCache[]> => {
  const fetch = vi.fn(async (_request: Request) => Response.json([]));
  vi.stubGlobal("fetch", fetch);
  for (let call = 0; call < calls; call++) await getPublicServices("ht");
  return fetch.mock.calls.map(([request]) => request.cache);
};

describe("getPublicServices", () => {
  it("lets the browser keep the list, and asks the server again only for the read after a join", async () => {
    expect(await cacheModesOfCalls(1)).toEqual(["default"]);
    revalidatePublicServices();
    expect(await cacheModesOfCalls(2)).toEqual(["no-cache", "default"]);
  });
});

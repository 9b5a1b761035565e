// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { servicesApi } from "../testing/api-handlers";
import { getPublicServices, revalidatePublicServices } from "./get-public-services";

mockApiInEachTest(...successHandlers(servicesApi));

afterEach(() => vi.restoreAllMocks());

/** The cache mode of each request the page hands to fetch (msw answers them, but its copy loses the mode). */
const cacheModesOfCalls = async (calls: number): Promise<RequestCache[]> => {
  const fetch = vi.spyOn(globalThis, "fetch");
  for (let call = 0; call < calls; call++) await getPublicServices("ht");
  const modes = fetch.mock.calls.map(([request]) => (request as Request).cache);
  fetch.mockRestore();
  return modes;
};

describe("getPublicServices", () => {
  it("lets the browser keep the list, and asks the server again only for the read after a join", async () => {
    expect(await cacheModesOfCalls(1)).toEqual(["default"]);
    revalidatePublicServices();
    expect(await cacheModesOfCalls(2)).toEqual(["no-cache", "default"]);
  });
});

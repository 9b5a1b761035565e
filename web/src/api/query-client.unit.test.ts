import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("the query client", () => {
  it("reads without retry, focus refetch or polling, and keeps data fresh", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(defaults?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it("tries a write with no connection at once, so the form can say it waits instead of hanging", async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(mutation.execute(undefined)).rejects.toThrow("Failed to fetch");
  });
});

afterEach(() => onlineManager.setOnline(true));

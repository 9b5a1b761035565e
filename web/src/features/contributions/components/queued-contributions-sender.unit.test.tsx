// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { contributionOutboxKey } from "../lib/contribution-outbox";
import { QueuedContributionsSender } from "./queued-contributions-sender";

const queued = [{ taskId: 7, queuedAt: "2026-11-22T10:00:00.000Z", request: { notes: "Twou nan wout la bò lekòl la, li danjere." } }];

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("QueuedContributionsSender", () => {
  it("sends what waited on the device when a member's page loads online", async () => {
    localStorage.setItem(contributionOutboxKey, JSON.stringify(queued));
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ contribution: {}, nextTask: { hasNext: false, id: null, title: null }, pointsAwarded: 10 }, { status: 201 }),
    );
    vi.stubGlobal("fetch", fetch);
    render(<Providers><QueuedContributionsSender /></Providers>);
    // The sender and its texts are loaded on demand: under a busy machine that takes more than a second.
    await waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 10_000 });
    const request = fetch.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? "").pathname).toBe("/api/tasks/7/contribute");
  });

  it("fetches nothing when nothing waits", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<Providers><QueuedContributionsSender /></Providers>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { Providers } from "../../../testing/story-providers";
import { contributionOutboxKey } from "../lib/contribution-outbox-key";
import { contributionsServer } from "../testing/api-handlers";
import { QueuedContributionsSender } from "./queued-contributions-sender";

const queued = [{ taskId: 7, queuedAt: "2026-11-22T10:00:00.000Z", key: "legacy-key-0123456789abcdef", request: { notes: "Twou nan wout la bò lekòl la, li danjere." } }];

const { server, paths } = mockApiInEachTest();
/** The contributions the server received, as sent. */
let received: ReturnType<typeof contributionsServer>["contributions"];

beforeEach(() => {
  const contributions = contributionsServer();
  received = contributions.contributions;
  server.use(...contributions.handlers);
});

afterEach(() => {
  localStorage.clear();
});

describe("QueuedContributionsSender", () => {
  it("sends what an earlier version left in the old queue when a member's page loads online, through the outbox", async () => {
    localStorage.setItem(contributionOutboxKey, JSON.stringify(queued));
    render(<Providers><QueuedContributionsSender /></Providers>);
    // The outbox is loaded on demand: under a busy machine that takes more than a second.
    await waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(paths.filter((path) => path.endsWith("/contribute"))).toEqual(["/api/tasks/7/contribute"]);
    expect(received[0]).toMatchObject({ taskId: 7, body: { notes: "Twou nan wout la bò lekòl la, li danjere." } });
    expect(localStorage.getItem(contributionOutboxKey)).toBeNull();
  });

  it("fetches nothing when nothing waits", async () => {
    render(<Providers><QueuedContributionsSender /></Providers>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths).toEqual([]);
  });
});

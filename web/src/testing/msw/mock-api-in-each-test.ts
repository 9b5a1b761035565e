import { cleanup } from "@testing-library/react";
import type { HttpHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { toastQueue } from "../../ui/toast-queue";

/**
 * Call at the top of a web test file: the real fetch layer runs against the contract's mocks
 * (`handlers`, usually areas' `success` answers) for the whole file; a test switches a call to
 * another answer with `server.use(...someApi.someCall.answers.serverError)`. A request no
 * handler answers fails the test, so a screen cannot silently call something new. After each
 * test the tree is unmounted, the answers are back to `handlers` and the toasts are gone.
 */
export const mockApiInEachTest = (...handlers: readonly HttpHandler[]) => {
  const server = setupServer(...handlers);
  /** The paths asked for in the current test, in order ("/api/leaderboard"). */
  const paths: string[] = [];
  /** The same with their query strings ("/api/ideas?sort=votes&limit=3&page=1"). */
  const addresses: string[] = [];
  /** The calls made, method first ("POST /api/ideas/11/vote"). */
  const calls: string[] = [];
  /** The requests themselves, for their headers. */
  const requests: Request[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    paths.push(url.pathname);
    addresses.push(`${url.pathname}${url.search}`);
    calls.push(`${request.method} ${url.pathname}`);
    requests.push(request);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    paths.length = 0;
    addresses.length = 0;
    calls.length = 0;
    requests.length = 0;
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    toastQueue.clear();
  });
  afterAll(() => server.close());
  return { server, paths, addresses, calls, requests };
};

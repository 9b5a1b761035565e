import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { toastQueue } from "../ui/toast-queue";

/**
 * Call at the top of a test file: each test starts with `fetch` replaced by the returned mock, reset,
 * and after each the rendered tree is unmounted and the real `fetch` is back.
 */
export const stubFetchInEachTest = () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
};

/** A JSON answer as the API gives it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Call at the top of a test file whose screen reads one endpoint: each test starts with `fetch`
 * answering `initial()` and noting the paths asked for in `paths`; a test sets `answer` to answer
 * otherwise. After each test the rendered tree is unmounted, the real `fetch` is back and the
 * toasts are gone.
 */
export const answerFetchInEachTest = (initial: () => Promise<Response>) => {
  const fake = { paths: [] as string[], answer: initial };
  beforeEach(() => {
    fake.paths.length = 0;
    fake.answer = initial;
    vi.stubGlobal("fetch", async (request: Request) => {
      fake.paths.push(new URL(request.url).pathname);
      return fake.answer();
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toastQueue.clear();
  });
  return fake;
};

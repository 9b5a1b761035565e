import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

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

// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBellRing } from "./use-bell-ring";

const reduceMotion = (reduce: boolean): void => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
};

beforeEach(() => {
  vi.useFakeTimers();
  reduceMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useBellRing", () => {
  it("rings for 3 s when unread notifications arrive, and not when they are read", () => {
    const { result, rerender } = renderHook(({ unread }: { unread: number | undefined }) => useBellRing(unread), {
      initialProps: { unread: undefined as number | undefined },
    });
    expect(result.current).toBe(false);
    rerender({ unread: 0 });
    expect(result.current).toBe(false);
    rerender({ unread: 2 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    rerender({ unread: 1 });
    expect(result.current).toBe(false);
    rerender({ unread: 3 });
    expect(result.current).toBe(true);
  });

  it("never moves for a member who asked for reduced motion", () => {
    reduceMotion(true);
    const { result, rerender } = renderHook(({ unread }: { unread: number }) => useBellRing(unread), { initialProps: { unread: 0 } });
    rerender({ unread: 4 });
    expect(result.current).toBe(false);
  });
});

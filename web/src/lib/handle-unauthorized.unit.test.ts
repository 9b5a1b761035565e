// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { toastQueue } from "../ui/toast-queue";
import { handleUnauthorized, isUnauthorized } from "./handle-unauthorized";

afterEach(() => {
  vi.useRealTimers();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

describe("handleUnauthorized", () => {
  it("says the member is logged out, then goes to sign in after 500 ms, coming back here", () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    handleUnauthorized({ t: (key) => key, returnTo: "/my-contributions", navigate });
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: "auth.unauthorized.title",
      description: "auth.unauthorized.body",
    });
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith("/api/login?returnTo=%2Fmy-contributions");
  });

  it("recognizes only a 401 answer", () => {
    expect(isUnauthorized(new ApiError(401, "Unauthorized", undefined))).toBe(true);
    expect(isUnauthorized(new ApiError(403, "Forbidden", undefined))).toBe(false);
    expect(isUnauthorized(new Error("401"))).toBe(false);
  });
});

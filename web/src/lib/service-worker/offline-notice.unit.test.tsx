// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../testing/render-in-language";
import { OfflineNotice } from "./offline-notice";
import { useFreshness } from "./use-freshness";

afterEach(cleanup);

describe("the offline notice", () => {
  it("says plainly that the phone is offline and the data is the last seen", async () => {
    await renderInLanguage(<OfflineNotice offline stale={null} updateWaiting={false} onApplyUpdate={() => undefined} />);
    const status = screen.getByRole("status", { name: "Connection" });
    expect(status.textContent).toContain("You are offline. You are seeing the last data you viewed; it may not be up to date.");
  });

  it("marks data the phone answered with, and when it was saved", async () => {
    await renderInLanguage(
      <OfflineNotice offline={false} stale={{ savedAt: "Fri, 27 Nov 2026 09:00:00 GMT" }} updateWaiting={false} onApplyUpdate={() => undefined} />,
    );
    expect(screen.getByText("Last data seen, may not be up to date")).toBeTruthy();
    expect(screen.getByText(/^Saved .*2026/)).toBeTruthy();
  });

  it("shows nothing while everything is fresh, and offers a waiting new version", async () => {
    const apply = vi.fn();
    await renderInLanguage(<OfflineNotice offline={false} stale={null} updateWaiting onApplyUpdate={apply} />);
    expect(screen.queryByText(/offline/)).toBeNull();
    fireEvent.click(screen.getByRole("button"));
    expect(apply).toHaveBeenCalled();
  });
});

describe("following freshness", () => {
  it("follows the connection going and coming back", () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useFreshness(), { wrapper });
    expect(result.current.offline).toBe(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(result.current.offline).toBe(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(result.current).toEqual({ offline: false, stale: null });
  });
});

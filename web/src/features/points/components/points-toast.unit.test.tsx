// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sourceMessages } from "@kominote/core/i18n/messages";
import type { ReactNode } from "react";
import { LanguageProvider } from "../../../i18n/language-provider";

/** Only the texts: the toast needs no router nor queries, and renders at once. */
function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <LanguageProvider initialLanguage="ht" initialMessages={sourceMessages}>
      {children}
    </LanguageProvider>
  );
}
import { PointsToast } from "./points-toast";

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const award = { id: 3, points: 10, description: "Kontribisyon voye" };

describe("PointsToast", () => {
  it("shows +points and the description in a polite live region for 4 s", () => {
    const onDone = vi.fn();
    render(
      <Providers>
        <PointsToast award={award} onDone={onDone} />
      </Providers>,
    );
    const region = screen.getByRole("status", { name: "Nouvo pwen" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("+10Kontribisyon voye");
    act(() => vi.advanceTimersByTime(3_999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("keeps the empty live region on the page when there is nothing to say", () => {
    render(
      <Providers>
        <PointsToast award={null} onDone={() => undefined} />
      </Providers>,
    );
    const region = screen.getByRole("status", { name: "Nouvo pwen" });
    expect(region.textContent).toBe("");
  });

  it("gives a newer award its own full 4 s", () => {
    const onDone = vi.fn();
    const { rerender } = render(
      <Providers>
        <PointsToast award={award} onDone={onDone} />
      </Providers>,
    );
    expect(screen.getByText("+10")).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    rerender(
      <Providers>
        <PointsToast award={{ id: 4, points: 20, description: "Kontribisyon aksepte" }} onDone={onDone} />
      </Providers>,
    );
    act(() => vi.advanceTimersByTime(3_000));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText("+20")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

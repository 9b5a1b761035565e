// @vitest-environment happy-dom
import { loadLiveMessages } from "@kominote/core/i18n/live-messages";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider, useLanguage } from "./language-provider";
import { WithMessages } from "./with-messages";

function BarTexts() {
  const { t, setLanguage } = useLanguage();
  return (
    <>
      <p>{t("live.activity.title")}</p>
      <p>{t("shell.nav.services")}</p>
      <button type="button" onClick={() => void setLanguage("fr")}>
        fr
      </button>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("WithMessages", () => {
  it("shows its part once the part's own texts arrived, with the page's texts beside them", async () => {
    render(
      <LanguageProvider>
        <WithMessages load={loadLiveMessages}>
          <BarTexts />
        </WithMessages>
      </LanguageProvider>,
    );
    expect(screen.queryByText("Sèvis yo")).toBeNull();
    expect(await screen.findByText("Aktivite an dirèk")).toBeTruthy();
    expect(screen.getByText("Sèvis yo")).toBeTruthy();
  });

  it("fetches the part's texts again in the language switched to", async () => {
    const load = vi.fn(loadLiveMessages);
    render(
      <LanguageProvider>
        <WithMessages load={load}>
          <BarTexts />
        </WithMessages>
      </LanguageProvider>,
    );
    await screen.findByText("Aktivite an dirèk");
    await act(async () => screen.getByRole("button", { name: "fr" }).click());
    expect(await screen.findByText("Activité en direct")).toBeTruthy();
    expect(load.mock.calls.map(([language]) => language)).toEqual(["ht", "fr"]);
  });

  it("shows nothing when its texts cannot be fetched", async () => {
    render(
      <LanguageProvider>
        <WithMessages load={() => Promise.reject(new Error("offline"))}>
          <BarTexts />
        </WithMessages>
      </LanguageProvider>,
    );
    await act(() => new Promise((settle) => setTimeout(settle, 20)));
    expect(screen.queryByText("Sèvis yo")).toBeNull();
  });
});

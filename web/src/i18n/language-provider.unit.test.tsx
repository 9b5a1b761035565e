// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LanguageProvider, useLanguage } from "./language-provider";
import { languageStorageKey } from "./language-storage";
import { requestLanguage } from "./request-language";
import { translationActivity } from "./translation-activity";

const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

function NavLabel() {
  const { t } = useLanguage();
  return <p>{t("shell.nav.services")}</p>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  translationActivity.reset();
});

describe("LanguageProvider", () => {
  it("starts in Haitian Creole when the device has no stored choice", () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe("ht");
    expect(result.current.t("shell.nav.services")).toBe("Sèvis yo");
    expect(document.documentElement.lang).toBe("ht");
  });

  it("ignores a stored value that is not one of the five languages", () => {
    localStorage.setItem(languageStorageKey, "de");
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe("ht");
  });

  it("stores a new choice on the device under 'language' and shows the new texts", async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    await act(() => result.current.setLanguage("fr"));
    expect(localStorage.getItem(languageStorageKey)).toBe("fr");
    expect(result.current.language).toBe("fr");
    expect(result.current.t("shell.nav.tools")).toBe("Outils");
    expect(document.documentElement.lang).toBe("fr");
    expect(requestLanguage()).toBe("fr");
  });

  it("opens in the language stored by an earlier visit", async () => {
    localStorage.setItem(languageStorageKey, "es");
    render(
      <LanguageProvider>
        <NavLabel />
      </LanguageProvider>,
    );
    expect(await screen.findByText("Servicios")).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
  });

  it("shows which language is loading while its texts arrive", async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    let change: Promise<void> = Promise.resolve();
    act(() => {
      change = result.current.setLanguage("pt");
    });
    expect(result.current.pendingLanguage).toBe("pt");
    await act(() => change);
    expect(result.current.pendingLanguage).toBeNull();
    expect(result.current.language).toBe("pt");
  });

  it("resets the count of translations in progress when the language changes", async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    translationActivity.start();
    translationActivity.start();
    expect(translationActivity.count()).toBe(2);
    await act(() => result.current.setLanguage("en"));
    expect(translationActivity.count()).toBe(0);
  });

  it("keeps only the last of several quick choices", async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    await act(() => Promise.all([result.current.setLanguage("fr"), result.current.setLanguage("en")]));
    await waitFor(() => expect(result.current.language).toBe("en"));
    expect(localStorage.getItem(languageStorageKey)).toBe("en");
  });
});

describe("useLanguage", () => {
  it("refuses to work outside a LanguageProvider", () => {
    const silence = console.error;
    console.error = () => undefined;
    try {
      expect(() => renderHook(() => useLanguage())).toThrow("useLanguage must be used within a LanguageProvider");
    } finally {
      console.error = silence;
    }
  });
});

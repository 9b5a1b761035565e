// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fullCatalogOf, isFullCatalogWanted, loadFullCatalog } from "./full-catalog";
import { LanguageProvider, useLanguage } from "./language-provider";

// Module state is shared by the tests of this file: their order is the story of one visit.
const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

afterEach(cleanup);

describe("texts of the first page, then of every screen", () => {
  it("shows the first page's texts at once and nothing of a later screen before it is fetched", () => {
    expect(isFullCatalogWanted()).toBe(false);
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.t("shell.nav.services")).toBe("Sèvis yo");
    expect(result.current.t("registration.verify.error")).toBe("");
  });

  it("shows a later screen's texts once a screen has fetched the whole catalog", async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    await act(() => loadFullCatalog("ht"));
    expect(fullCatalogOf("ht")).toBeDefined();
    expect(result.current.t("registration.verify.error")).not.toBe("");
  });

  it("then fetches another language whole when the member switches to it", async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    await act(() => result.current.setLanguage("fr"));
    await waitFor(() => expect(fullCatalogOf("fr")).toBeDefined());
    expect(result.current.t("registration.verify.error")).not.toBe("");
    expect(result.current.t("registration.verify.error")).not.toBe(fullCatalogOf("ht")?.["registration.verify.error"]);
  });
});

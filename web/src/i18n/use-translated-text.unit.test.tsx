// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heldAnswer } from "../testing/msw/held-answer";
import { mockApiInEachTest } from "../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../testing/msw/mock-operation";
import { LanguageProvider } from "./language-provider";
import { translationApi } from "./testing/api-handlers";
import { translationActivity } from "./translation-activity";
import { useTranslatedText, useTranslationsInProgress } from "./use-translated-text";
import { translateUserText } from "./user-text-translator";

const inLanguage =
  (language: "ht" | "en" | "fr") =>
  ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>
  );

/** The mock translates by marking the text with the language asked for: "[en] Pon an tonbe". */
const { server, calls } = mockApiInEachTest(...successHandlers(translationApi));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  translationActivity.reset();
});

describe("useTranslatedText", () => {
  it("shows Creole text as written, with no translation asked", () => {
    const translate = vi.fn(async () => "never");
    const { result } = renderHook(() => useTranslatedText("Dlo a koupe", translate), { wrapper: inLanguage("ht") });
    expect(result.current).toEqual({ text: "Dlo a koupe", translating: false });
    expect(translate).not.toHaveBeenCalled();
  });

  it("shows the original while translating, then the translation", async () => {
    let finish: (text: string) => void = () => undefined;
    const translate = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useTranslatedText("Dlo a koupe", translate), { wrapper: inLanguage("en") });
    await waitFor(() => expect(translate).toHaveBeenCalledWith("Dlo a koupe", "en"));
    expect(result.current).toEqual({ text: "Dlo a koupe", translating: true });
    act(() => finish("The water is cut off"));
    await waitFor(() => expect(result.current).toEqual({ text: "The water is cut off", translating: false }));
  });

  it("gives an empty string for missing text", () => {
    const { result } = renderHook(() => useTranslatedText(undefined), { wrapper: inLanguage("fr") });
    expect(result.current.text).toBe("");
  });
});

describe("the page's translator", () => {
  it("answers a dictionary phrase without calling the server", async () => {
    expect(await translateUserText("Bonjou", "en")).toBe("Hello");
    expect(calls).toEqual([]);
  });

  it("asks POST /api/translate for other text, once, and shows the original when it fails", async () => {
    // The answer names the text and the language sent.
    expect(await translateUserText("Pon an tonbe", "en")).toBe("[en] Pon an tonbe");
    expect(await translateUserText("Pon an tonbe", "en")).toBe("[en] Pon an tonbe");
    expect(calls).toEqual(["POST /api/translate"]);

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(...translationApi.translateText.answers.unavailable);
    expect(await translateUserText("Lekòl la fèmen", "fr")).toBe("Lekòl la fèmen");
    expect(logged).toHaveBeenCalledWith("Translation error", expect.any(Error));
  });

  it("counts requests in progress for the whole page", async () => {
    const held = heldAnswer("post", "/api/translate");
    server.use(held.handler);
    const { result } = renderHook(() => useTranslationsInProgress(), { wrapper: inLanguage("en") });
    expect(result.current).toBe(0);
    let running: Promise<string> = Promise.resolve("");
    act(() => {
      running = translateUserText("Machin nan an pàn", "es");
    });
    await waitFor(() => expect(result.current).toBe(1));
    await act(async () => {
      held.release();
      expect(await running).toBe("[es] Machin nan an pàn");
    });
    expect(result.current).toBe(0);
  });
});

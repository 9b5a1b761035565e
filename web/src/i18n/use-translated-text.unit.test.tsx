// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "./language-provider";
import { translationActivity } from "./translation-activity";
import { useTranslatedText, useTranslationsInProgress } from "./use-translated-text";
import { translateUserText } from "./user-text-translator";

const inLanguage =
  (language: "ht" | "en" | "fr") =>
  ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage={language}>{children}</LanguageProvider>
  );

const translateResponse = (translatedText: string) =>
  new Response(JSON.stringify({ translatedText }), { status: 200, headers: { "Content-Type": "application/json" } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    const fetch = vi.fn(async () => translateResponse("unused"));
    vi.stubGlobal("fetch", fetch);
    expect(await translateUserText("Bonjou", "en")).toBe("Hello");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks POST /api/translate for other text, once, and shows the original when it fails", async () => {
    const fetch = vi.fn(async (_request: Request) => translateResponse("The bridge fell"));
    vi.stubGlobal("fetch", fetch);
    expect(await translateUserText("Pon an tonbe", "en")).toBe("The bridge fell");
    expect(await translateUserText("Pon an tonbe", "en")).toBe("The bridge fell");
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe("POST");
    expect(new URL(request.url).pathname).toBe("/api/translate");
    expect(await request.clone().json()).toEqual({ text: "Pon an tonbe", targetLanguage: "en" });

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", vi.fn(async () => new Response("down", { status: 503 })));
    expect(await translateUserText("Lekòl la fèmen", "fr")).toBe("Lekòl la fèmen");
    expect(logged).toHaveBeenCalledWith("Translation error", expect.any(Error));
  });

  it("counts requests in progress for the whole page", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const { result } = renderHook(() => useTranslationsInProgress(), { wrapper: inLanguage("en") });
    expect(result.current).toBe(0);
    let running: Promise<string> = Promise.resolve("");
    act(() => {
      running = translateUserText("Machin nan an pàn", "es");
    });
    await waitFor(() => expect(result.current).toBe(1));
    await act(async () => {
      answer(translateResponse("El carro está averiado"));
      await running;
    });
    expect(result.current).toBe(0);
  });
});

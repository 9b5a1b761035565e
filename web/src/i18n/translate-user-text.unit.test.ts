import { shouldTranslate } from "@kominote/core/rules/translation-policy";
import { describe, expect, it, vi } from "vitest";
import { createUserTextTranslator, type UserTextTranslatorDeps } from "./translate-user-text";
import { createTranslationActivity } from "./translation-activity";

const setup = (overrides: Partial<UserTextTranslatorDeps> = {}) => {
  const deps = {
    shouldTranslate,
    lookupDictionary: vi.fn(async (text: string) => (text === "Bonjou" ? "Hello" : null)),
    requestTranslation: vi.fn(async (text: string, target: string) => `${target}:${text}`),
    activity: createTranslationActivity(),
    logError: vi.fn(),
    ...overrides,
  };
  return { deps, translate: createUserTextTranslator(deps) };
};

describe("translating text members wrote", () => {
  it("never translates Creole, and gives back blank or missing text as it is", async () => {
    const { deps, translate } = setup();
    expect(await translate("Dlo a koupe", "ht")).toBe("Dlo a koupe");
    expect(await translate("   ", "en")).toBe("   ");
    expect(await translate(undefined, "fr")).toBe("");
    expect(await translate(null, "fr")).toBe("");
    expect(deps.lookupDictionary).not.toHaveBeenCalled();
    expect(deps.requestTranslation).not.toHaveBeenCalled();
  });

  it("answers from the built-in dictionary without asking the server", async () => {
    const { deps, translate } = setup();
    expect(await translate("Bonjou", "en")).toBe("Hello");
    expect(deps.requestTranslation).not.toHaveBeenCalled();
  });

  it("asks the server once per language and text, then answers from its cache", async () => {
    const { deps, translate } = setup();
    expect(await translate("Dlo a koupe", "fr")).toBe("fr:Dlo a koupe");
    expect(await translate("Dlo a koupe", "fr")).toBe("fr:Dlo a koupe");
    expect(deps.requestTranslation).toHaveBeenCalledTimes(1);
    expect(await translate("Dlo a koupe", "es")).toBe("es:Dlo a koupe");
    expect(deps.requestTranslation).toHaveBeenCalledTimes(2);
  });

  it("shares one request between readers asking for the same text at the same time", async () => {
    const { deps, translate } = setup();
    const [first, second] = await Promise.all([translate("Lari a bloke", "pt"), translate("Lari a bloke", "pt")]);
    expect(first).toBe("pt:Lari a bloke");
    expect(second).toBe("pt:Lari a bloke");
    expect(deps.requestTranslation).toHaveBeenCalledTimes(1);
  });

  it("shows the original text when the server fails, logs it, and tries again next time", async () => {
    const requestTranslation = vi
      .fn<UserTextTranslatorDeps["requestTranslation"]>()
      .mockRejectedValueOnce(new Error("Translation failed"))
      .mockResolvedValueOnce("The road is blocked");
    const { deps, translate } = setup({ requestTranslation });
    expect(await translate("Lari a bloke", "en")).toBe("Lari a bloke");
    expect(deps.logError).toHaveBeenCalledWith("Translation error", expect.any(Error));
    expect(await translate("Lari a bloke", "en")).toBe("The road is blocked");
  });

  it("asks the server when the dictionary cannot be loaded", async () => {
    const { deps, translate } = setup({ lookupDictionary: vi.fn(async () => Promise.reject(new Error("offline"))) });
    expect(await translate("Bonjou", "en")).toBe("en:Bonjou");
    expect(deps.requestTranslation).toHaveBeenCalledTimes(1);
  });

  it("counts the request while it runs and not after, even when it fails", async () => {
    let finish: (value: string) => void = () => undefined;
    const { deps, translate } = setup({
      requestTranslation: vi.fn(() => new Promise<string>((resolve) => (finish = resolve))),
    });
    const running = translate("Lari a bloke", "en");
    await vi.waitFor(() => expect(deps.activity.count()).toBe(1));
    finish("The road is blocked");
    await running;
    expect(deps.activity.count()).toBe(0);

    const failing = setup({ requestTranslation: vi.fn(async () => Promise.reject(new Error("down"))) });
    await failing.translate("Lari a bloke", "en");
    expect(failing.deps.activity.count()).toBe(0);
  });
});

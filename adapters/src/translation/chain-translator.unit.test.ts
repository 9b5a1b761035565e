import type { Language } from "@kominote/core/i18n/languages";
import type { Translator } from "@kominote/core/ports/translator";
import { describe, expect, it } from "vitest";
import { ChainTranslator } from "./chain-translator";
import { DictionaryTranslator } from "./dictionary-translator";

const knowing = (known: Record<string, string>): Translator & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    translate: async (text: string, _target: Language) => {
      asked.push(text);
      return known[text] ?? null;
    },
  };
};

const failing = (message: string): Translator => ({
  translate: async () => {
    throw new Error(message);
  },
});

describe("ChainTranslator", () => {
  it("keeps the first translation found and does not ask further", async () => {
    const first = knowing({ "Dlo a koupe": "The water is cut off" });
    const second = knowing({ "Dlo a koupe": "water cut" });
    const chain = new ChainTranslator([first, second]);

    await expect(chain.translate("Dlo a koupe", "en")).resolves.toBe("The water is cut off");
    expect(second.asked).toEqual([]);
  });

  it("asks the next translator when one knows nothing or fails", async () => {
    const last = knowing({ "Dlo a koupe": "The water is cut off" });
    const chain = new ChainTranslator([knowing({}), failing("offline"), last]);

    await expect(chain.translate("Dlo a koupe", "en")).resolves.toBe("The water is cut off");
  });

  it("answers null when nobody knows, and rethrows the first failure when one failed", async () => {
    await expect(new ChainTranslator([knowing({}), knowing({})]).translate("x", "fr")).resolves.toBeNull();
    await expect(new ChainTranslator([failing("offline"), knowing({})]).translate("x", "fr")).rejects.toThrow(
      "offline",
    );
  });
});

describe("DictionaryTranslator", () => {
  const translator = new DictionaryTranslator();

  it("translates glossary terms and known phrases into each language", async () => {
    await expect(translator.translate("Kominote", "pt")).resolves.toBe("Comunidade");
    await expect(translator.translate("Pa gen kouran", "es")).resolves.toBe("No hay electricidad");
    await expect(translator.translate("reyinyon kominote", "fr")).resolves.toBe("réunion communautaire");
  });

  it("knows nothing of longer free text, nor of Creole as a target", async () => {
    await expect(translator.translate("Nou bezwen yon pon nouvo nan zòn nan", "en")).resolves.toBeNull();
    await expect(translator.translate("Bonjou", "ht")).resolves.toBeNull();
  });
});

import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Language } from "../i18n/languages";
import type { Translator } from "../ports/translator";
import { makeTranslateText, maxTranslatableLength, type TranslateTextInput } from "./translate-text";

/** A translator that records what it was asked and answers from a fixed table. */
const recordingTranslator = (known: Record<string, string> = {}) => {
  const calls: { text: string; target: Language }[] = [];
  const translator: Translator = {
    translate: async (text, target) => {
      calls.push({ text, target });
      return known[`${target}:${text}`] ?? null;
    },
  };
  return { translator, calls };
};

const run = (translator: Translator, input: TranslateTextInput) =>
  Effect.runPromise(Effect.result(makeTranslateText({ translator })(input)));

describe("translateText", () => {
  it("answers the translator's translation", async () => {
    const { translator, calls } = recordingTranslator({ "fr:Lekòl la fèmen jodi a": "L'école est fermée aujourd'hui" });

    const result = await run(translator, { text: "Lekòl la fèmen jodi a", targetLanguage: "fr" });

    expect(result).toEqual(Result.succeed({ translatedText: "L'école est fermée aujourd'hui" }));
    expect(calls).toEqual([{ text: "Lekòl la fèmen jodi a", target: "fr" }]);
  });

  it("answers the original text when no translation is known", async () => {
    const { translator } = recordingTranslator();

    const result = await run(translator, { text: "Nou bezwen yon pon nan zòn nan", targetLanguage: "en" });

    expect(result).toEqual(Result.succeed({ translatedText: "Nou bezwen yon pon nan zòn nan" }));
  });

  it("never translates into Creole, and leaves blank or missing text alone", async () => {
    const { translator, calls } = recordingTranslator({ "ht:Bonjou": "Alo" });

    expect(await run(translator, { text: "Bonjou", targetLanguage: "ht" })).toEqual(
      Result.succeed({ translatedText: "Bonjou" }),
    );
    expect(await run(translator, { text: "   ", targetLanguage: "es" })).toEqual(
      Result.succeed({ translatedText: "   " }),
    );
    expect(await run(translator, { targetLanguage: "pt" })).toEqual(Result.succeed({ translatedText: "" }));
    expect(await run(translator, { text: null, targetLanguage: "pt" })).toEqual(
      Result.succeed({ translatedText: "" }),
    );
    expect(calls).toEqual([]);
  });

  it("falls back to the original text when the translator fails, and reports the failure", async () => {
    const failures: unknown[] = [];
    const outage = new Error("connection refused");
    const translateText = makeTranslateText({
      translator: { translate: () => Promise.reject(outage) },
      onTranslatorFailure: (cause) => failures.push(cause),
    });

    const result = await Effect.runPromise(
      Effect.result(translateText({ text: "Dlo a koupe depi yè", targetLanguage: "es" })),
    );

    expect(result).toEqual(Result.succeed({ translatedText: "Dlo a koupe depi yè" }));
    expect(failures).toEqual([outage]);
  });

  it("refuses a text longer than the limit, in every language", async () => {
    const { translator, calls } = recordingTranslator();
    const tooLong = "a".repeat(maxTranslatableLength + 1);

    for (const targetLanguage of ["en", "ht"] as const) {
      const result = await run(translator, { text: tooLong, targetLanguage });
      expect(Result.isFailure(result)).toBe(true);
      if (Result.isFailure(result)) {
        expect(result.failure.code).toBe("TRANSLATION.INVALID");
        expect(result.failure.messageKey).toBe("errors.translation.tooLong");
      }
    }
    expect(calls).toEqual([]);

    const atLimit = await run(translator, { text: "a".repeat(maxTranslatableLength), targetLanguage: "en" });
    expect(Result.isSuccess(atLimit)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import { shouldTranslate, untranslated } from "./translation-policy";

describe("shouldTranslate", () => {
  it("never translates into Creole", () => {
    expect(shouldTranslate("Bonjou tout moun", "ht")).toBe(false);
  });

  it("translates non-blank text into the four other languages", () => {
    for (const language of languages.filter((l) => l !== "ht")) {
      expect(shouldTranslate("Bonjou tout moun", language)).toBe(true);
    }
  });

  it.each(["", "   ", "\n\t", null, undefined, 42])("leaves %j alone", (text) => {
    expect(shouldTranslate(text, "fr")).toBe(false);
  });
});

describe("untranslated", () => {
  it("returns the input, or an empty string when missing", () => {
    expect(untranslated("Bonjou")).toBe("Bonjou");
    expect(untranslated("  ")).toBe("  ");
    expect(untranslated(null)).toBe("");
    expect(untranslated(undefined)).toBe("");
  });
});

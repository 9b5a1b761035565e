import { describe, expect, it } from "vitest";
import { glossary } from "../glossary";
import en from "./en";
import es from "./es";
import { foldText } from "./entries";
import fr from "./fr";
import { loadDictionary } from "./load-dictionary";
import { lookupTranslation } from "./lookup";
import pt from "./pt";

describe("lookupTranslation", () => {
  it("finds a phrase whatever its surrounding blanks and case", () => {
    expect(lookupTranslation("  mèsi   anpil ", "en", en)).toBe("thank you very much");
    expect(lookupTranslation("pa gen dlo", "fr", fr)).toBe("il n'y a pas d'eau");
  });

  it("keeps the original's leading capital, and shouting", () => {
    expect(lookupTranslation("Mèsi anpil", "en", en)).toBe("Thank you very much");
    expect(lookupTranslation("Ijan", "es", es)).toBe("Urgente");
    expect(lookupTranslation("IJAN", "pt", pt)).toBe("URGENTE");
  });

  it("keeps sentence-ending marks", () => {
    expect(lookupTranslation("Mèsi anpil!", "fr", fr)).toBe("Merci beaucoup!");
    expect(lookupTranslation("Ki kote ?", "en", en)).toBe("Where?");
  });

  it("matches text typed with decomposed accents", () => {
    expect(lookupTranslation("me\u0300si", "en", en)).toBe("thank you");
  });

  it("translates the platform's glossary terms", () => {
    expect(lookupTranslation("Klasman", "en", en)).toBe("Leaderboard");
    expect(lookupTranslation("Klasman", "fr", fr)).toBe("Classement");
    expect(lookupTranslation("klasman", "es", es)).toBe("Clasificación");
    expect(lookupTranslation("Lokatè", "pt", pt)).toBe("Localizador");
    expect(lookupTranslation("Sèvis", "pt", {})).toBe("Serviços");
  });

  it("returns null for unknown, partial or blank text", () => {
    expect(lookupTranslation("Mèsi anpil zanmi m yo pou travay sa a", "en", en)).toBeNull();
    expect(lookupTranslation("dlo a sal", "en", en)).toBeNull();
    expect(lookupTranslation("   ", "en", en)).toBeNull();
    expect(lookupTranslation("?!", "en", en)).toBeNull();
    expect(lookupTranslation("constructor", "en", en)).toBeNull();
    expect(lookupTranslation("toString", "fr", fr)).toBeNull();
  });
});

describe("built-in dictionaries", () => {
  const dictionaries = { en, fr, es, pt };

  it("translate the same phrases in every language, and many of them", () => {
    const phrases = Object.keys(en).sort();
    expect(phrases.length).toBeGreaterThanOrEqual(150);
    for (const entries of Object.values(dictionaries)) expect(Object.keys(entries).sort()).toEqual(phrases);
  });

  it("store every phrase in the form text is looked up in, and never leave one blank", () => {
    for (const entries of Object.values(dictionaries)) {
      for (const [phrase, translation] of Object.entries(entries)) {
        expect(foldText(phrase)).toBe(phrase);
        expect(translation.trim()).not.toBe("");
      }
    }
  });

  it("hold only phrases short enough to be looked up", () => {
    for (const phrase of Object.keys(en)) expect(lookupTranslation(phrase, "en", en)).not.toBeNull();
  });

  it("do not redefine glossary terms", () => {
    for (const term of Object.keys(glossary)) expect(Object.hasOwn(en, term)).toBe(false);
  });

  it("load one language at a time", async () => {
    expect(await loadDictionary("es")).toBe(es);
    expect(await loadDictionary("pt")).toBe(pt);
  });
});

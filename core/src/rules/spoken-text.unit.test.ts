import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import en from "../i18n/messages/voice/en";
import es from "../i18n/messages/voice/es";
import fr from "../i18n/messages/voice/fr";
import ht from "../i18n/messages/voice/ht";
import pt from "../i18n/messages/voice/pt";
import { maxSpokenTextLength, spokenExcerpt, spokenLanguage } from "./spoken-text";

describe("spokenLanguage", () => {
  it("keeps the language the answer was written in, even after the reader switched the interface", () => {
    for (const requester of languages) expect(spokenLanguage("ht", requester)).toBe("ht");
  });

  it("falls back to the requester's language", () => {
    for (const requester of languages) expect(spokenLanguage(undefined, requester)).toBe(requester);
  });
});

describe("the spoken text's limit", () => {
  it("is the number every catalog's error names, so the message never disagrees with the check", () => {
    for (const catalog of [ht, fr, en, es, pt]) expect(catalog["voice.text.tooLong"]).toContain(String(maxSpokenTextLength));
  });
});

describe("spokenExcerpt", () => {
  it("reads a short answer whole, trimmed", () => {
    expect(spokenExcerpt("  Ale nan biwo ONI.  ")).toBe("Ale nan biwo ONI.");
  });

  it("reads a long answer's sentences up to the limit", () => {
    const sentence = "Ale nan biwo ONI ki pi pre w la ak batistè ou. ";
    const excerpt = spokenExcerpt(sentence.repeat(40));

    expect(excerpt.length).toBeLessThanOrEqual(maxSpokenTextLength);
    expect(excerpt.endsWith("batistè ou.")).toBe(true);
    expect(excerpt.length).toBeGreaterThan(maxSpokenTextLength - sentence.length);
  });

  it("cuts between words when one sentence is longer than the limit, and anywhere as a last resort", () => {
    const words = spokenExcerpt("mo ".repeat(600));
    expect(words.length).toBeLessThanOrEqual(maxSpokenTextLength);
    expect(words.endsWith("mo")).toBe(true);

    expect(spokenExcerpt("a".repeat(1500))).toHaveLength(maxSpokenTextLength);
  });
});

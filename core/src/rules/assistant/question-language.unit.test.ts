import { describe, expect, it } from "vitest";
import { questionLanguage } from "./question-language";

describe("questionLanguage", () => {
  it("answers a clearly French or English question in its language, whatever the site's", () => {
    expect(questionLanguage("Comment obtenir une carte d'identité ?", "ht")).toBe("fr");
    expect(questionLanguage("How do I get a passport?", "ht")).toBe("en");
    expect(questionLanguage("Kijan pou m jwenn yon paspò?", "en")).toBe("ht");
  });

  it("keeps the reader's language when the question does not say", () => {
    expect(questionLanguage("CIN", "fr")).toBe("fr");
    expect(questionLanguage("ONI DGI", "es")).toBe("es");
  });
});

import { describe, expect, it } from "vitest";
import { languageOfHeader, requestLanguage } from "./request-language";

describe("languageOfHeader", () => {
  it("is Creole when the header is absent, empty or names no language of ours", () => {
    expect(languageOfHeader(undefined)).toBe("ht");
    expect(languageOfHeader("")).toBe("ht");
    expect(languageOfHeader("de-DE, ja;q=0.5")).toBe("ht");
    expect(languageOfHeader("*;q=0.1, ,;;,")).toBe("ht");
  });

  it("takes the first supported tag, by its primary subtag, in any case", () => {
    expect(languageOfHeader("en")).toBe("en");
    expect(languageOfHeader("fr-HT,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(languageOfHeader("de, PT-BR;q=0.7, es")).toBe("pt");
    expect(languageOfHeader("ES")).toBe("es");
  });

  it("reads a header given several times", () => {
    expect(requestLanguage({ headers: { "accept-language": ["xx", "es"] } })).toBe("es");
  });

  it("answers the same for a header read again, and still reads each of a flood of made-up headers right", () => {
    expect(languageOfHeader("fr-CA, en")).toBe("fr");
    expect(languageOfHeader("fr-CA, en")).toBe("fr");
    for (let index = 0; index < 1_000; index += 1) expect(languageOfHeader(`x${index}, ${index % 2 === 0 ? "pt" : "en"}`)).toBe(index % 2 === 0 ? "pt" : "en");
    expect(languageOfHeader("fr-CA, en")).toBe("fr");
  });
});

import { describe, expect, it } from "vitest";
import { searchWords } from "./normalize";

describe("searchWords", () => {
  it("lowercases, strips accents and punctuation, and drops question words", () => {
    expect(searchWords("Kijan pou m jwenn PASPÒ mwen?")).toEqual(["paspo"]);
  });

  it("meets the national ID card on one word in Creole, French, English and by its acronym", () => {
    const card = searchWords("kat idantifikasyon");
    expect(card).toHaveLength(1);
    expect(searchWords("Carte d'identité")).toEqual(card);
    expect(searchWords("national ID card")).toEqual(card);
    expect(searchWords("CIN")).toEqual(card);
    expect(searchWords("kat idantite")).toEqual(card);
  });

  it("meets the hospital in the three languages", () => {
    expect(searchWords("lopital")).toEqual(searchWords("hôpital"));
    expect(searchWords("hospital")).toEqual(searchWords("lopital"));
  });

  it("folds Creole spelling variants and plurals", () => {
    expect(searchWords("kombyen pouen")).toEqual(searchWords("konbyen pwen"));
    expect(searchWords("services")).toEqual(searchWords("service"));
  });

  it("keeps nothing of a question made only of stop words", () => {
    expect(searchWords("Ki sa ou ka di m?")).toEqual([]);
    expect(searchWords("   ")).toEqual([]);
  });
});

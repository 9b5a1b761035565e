import { describe, expect, it } from "vitest";
import { composeAnswer, shortPassage } from "./compose-answer";

describe("composeAnswer", () => {
  it("introduces the answer, then names each passage by its title", () => {
    expect(
      composeAnswer("Men sa m jwenn sou Kominote:", [
        { title: "ONI", body: "Biwo ki bay kat idantifikasyon nasyonal." },
        { title: "DIE", body: "Administrasyon ki bay paspò." },
      ]),
    ).toBe("Men sa m jwenn sou Kominote:\n• ONI: Biwo ki bay kat idantifikasyon nasyonal.\n• DIE: Administrasyon ki bay paspò.");
  });
});

describe("shortPassage", () => {
  it("keeps a short passage whole, its spaces tidied", () => {
    expect(shortPassage("  Yon   fraz  kout. ")).toBe("Yon fraz kout.");
  });

  it("cuts a long passage at a word boundary and marks the cut", () => {
    const cut = shortPassage("mo ".repeat(200), 40);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).not.toMatch(/ …$/u);
  });
});

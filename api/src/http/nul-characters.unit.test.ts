import { describe, expect, it } from "vitest";
import { containsNulCharacter } from "./nul-characters";

describe("containsNulCharacter", () => {
  it("finds a NUL in a string, a nested value, an array item or a key", () => {
    expect(containsNulCharacter("a\u0000b")).toBe(true);
    expect(containsNulCharacter({ notes: { text: "x\u0000" } })).toBe(true);
    expect(containsNulCharacter({ skills: ["ok", "\u0000"] })).toBe(true);
    expect(containsNulCharacter({ ["k\u0000"]: 1 })).toBe(true);
  });

  it("lets ordinary text through, Creole letters and emoji included", () => {
    expect(containsNulCharacter({ fullName: "Mari Jozèf", notes: "Dlo a koule 💧", count: 3, ok: null })).toBe(false);
    expect(containsNulCharacter(undefined)).toBe(false);
  });
});

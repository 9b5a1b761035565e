import { describe, expect, it } from "vitest";
import { firstPaintNamespaces, isFirstPaintKey, loadFirstPaintMessages } from "./first-paint";
import { loadWholeMessages } from "./whole-messages";
import { languages } from "./languages";
import { loadMessages } from "./messages";

describe("first-paint catalogs", () => {
  it.each(languages)("hold exactly the first-paint namespaces' texts of the full %s catalog", async (language) => {
    const full = await loadMessages(language);
    const firstPaint = await loadFirstPaintMessages(language);
    const expected = Object.fromEntries(Object.entries(full).filter(([key]) => isFirstPaintKey(key)));
    expect(firstPaint).toEqual(expected);
  });

  it("leave the screens' texts for later", async () => {
    const keys = Object.keys(await loadFirstPaintMessages("ht"));
    expect(keys.some((key) => key.startsWith("skills."))).toBe(false);
    expect(keys.some((key) => key.startsWith("registration."))).toBe(false);
    expect(new Set(keys.map((key) => key.split(".")[0]))).toEqual(new Set(firstPaintNamespaces));
  });
});

describe("loadWholeMessages", () => {
  it.each(languages)("gives the same %s catalog as the server's loader", async (language) => {
    expect(await loadWholeMessages(language)).toEqual(await loadMessages(language));
  });
});

import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import { loadMessages, type AnyCatalog, type MessageKey } from "../i18n/messages";
import { levels } from "./levels";

/** DECISIONS 11: one name per level in Creole and English; fr, es and pt translate the English set. */
const decided = {
  ht: ["Kòmanse", "Aprantri", "Pratikan", "Entèmedyè", "Avanse", "Ekspè", "Mèt", "Granmèt"],
  en: ["Beginner", "Novice", "Apprentice", "Intermediate", "Advanced", "Proficient", "Expert", "Top Contributor"],
} as const;

const catalogs = new Map<string, AnyCatalog>();
const catalogOf = async (language: (typeof languages)[number]): Promise<AnyCatalog> => {
  const known = catalogs.get(language) ?? (await loadMessages(language));
  catalogs.set(language, known);
  return known;
};

describe("level names", () => {
  it.each(Object.entries(decided))("are the decided ones in %s", async (language, names) => {
    const catalog = await catalogOf(language as keyof typeof decided);
    expect(levels.map((level) => catalog[level.nameKey])).toEqual(names);
  });

  it.each(languages)("are eight different names in %s, and no level has a second one", async (language) => {
    const catalog = await catalogOf(language);
    const names = levels.map((level) => catalog[level.nameKey]);
    expect(new Set(names).size).toBe(levels.length);
    // Every text about one level lives under its own keys; none is a second name for it.
    const levelKeys = Object.keys(catalog).filter((key) => key.startsWith("points.levels.") && key !== "points.levels.topReached");
    const expected = levels.flatMap((level) => [level.nameKey, level.descriptionKey, level.achievementKey]);
    expect(levelKeys.sort()).toEqual([...expected].sort());
  });

  it.each(languages)("are the ones the achievements of %s announce", async (language) => {
    const catalog = await catalogOf(language);
    for (const level of levels.slice(1)) {
      const achievement = catalog[level.achievementKey as MessageKey];
      expect(achievement).toContain(catalog[level.nameKey]);
      expect(achievement).toContain(String(level.minPoints));
      // No other level's name stands in an achievement (a "Master" at 4000 while the bar says "Expert").
      for (const other of levels) {
        if (other.id === level.id) continue;
        const otherName = catalog[other.nameKey];
        if (catalog[level.nameKey].includes(otherName)) continue;
        expect(achievement, `${level.id} names ${other.id}`).not.toMatch(new RegExp(`\\b${otherName}\\b`, "u"));
      }
    }
  });
});

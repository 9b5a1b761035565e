import { describe, expect, it } from "vitest";
import { languages } from "../../i18n/languages";
import { loadMessages } from "../../i18n/messages";
import { allStaticPages } from "../../i18n/static-pages/all-pages";
import { staticPages } from "../../i18n/static-pages/types";
import { pointActions } from "../points-table";
import { platformEntries, type Catalogs } from "./platform-entries";

const catalogs = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadMessages(language)] as const)),
) as unknown as Catalogs;

describe("platformEntries", () => {
  const entries = platformEntries(catalogs);

  it("states every action's points from the points table, in every language", () => {
    const points = entries.find((entry) => entry.id === "rules:points");
    expect(points?.href).toBe("/leaderboard");
    expect(points?.text.ht.body.split("; ")).toHaveLength(pointActions.length);
    expect(points?.text.en?.body).toContain("25 points");
    expect(points?.text.fr?.body).toContain("au plus 20 fois par jour");
  });

  it("names every level with the points it starts at", () => {
    const levels = entries.find((entry) => entry.id === "rules:levels");
    expect(levels?.text.en?.body).toMatch(/from 8000 points$/u);
  });

  it("has each static page's sections in the same order in every language, so one entry holds one section", () => {
    for (const page of staticPages) {
      const count = allStaticPages[page].ht.sections.length;
      for (const language of languages) expect(allStaticPages[page][language].sections, `${page} ${language}`).toHaveLength(count);
    }
    const cookies = entries.find((entry) => entry.href === "/privacy-policy#cookies");
    expect(cookies?.text.en?.title).toBe("Privacy Policy: Cookies and data on your device");
  });
});

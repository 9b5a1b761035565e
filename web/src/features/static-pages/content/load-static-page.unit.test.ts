import { languages } from "@kominote/core/i18n/languages";
import { describe, expect, it } from "vitest";
import { loadStaticPage } from "./load-static-page";
import { staticPages } from "@kominote/core/i18n/static-pages/types";

const datedPages = new Set(["terms-conditions", "privacy-policy"]);

describe("loadStaticPage", () => {
  for (const page of staticPages) {
    for (const language of languages) {
      it(`gives the complete ${page} page in ${language}`, async () => {
        const content = await loadStaticPage(page, language);

        expect(content.title.trim()).not.toBe("");
        expect(content.description.trim()).not.toBe("");
        expect(content.sections.length).toBeGreaterThanOrEqual(4);
        for (const section of content.sections) {
          expect(section.heading.trim()).not.toBe("");
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe("");
          for (const item of section.items ?? []) expect(item.trim()).not.toBe("");
        }
        if (datedPages.has(page)) expect(content.lastUpdated).toMatch(/2025/);
        else expect(content.lastUpdated).toBeUndefined();
      });
    }

    it(`has the ${page} page in the same shape in every language`, async () => {
      const source = await loadStaticPage(page, "ht");
      for (const language of languages) {
        const translated = await loadStaticPage(page, language);
        // Anchors too: a link into a section (/privacy-policy#cookies) works in every language.
        expect(translated.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0, s.anchor])).toEqual(
          source.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0, s.anchor]),
        );
      }
    });
  }

  it("has the cookies section that /cookies leads to", async () => {
    expect((await loadStaticPage("privacy-policy", "ht")).sections.some((s) => s.anchor === "cookies")).toBe(true);
  });

  it("names the support address on the privacy page in every language", async () => {
    for (const language of languages) {
      const content = await loadStaticPage("privacy-policy", language);
      expect(JSON.stringify(content)).toContain("support@kominote.ht");
    }
  });
});

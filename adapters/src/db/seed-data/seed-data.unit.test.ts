import { describe, expect, it } from "vitest";
import { languages } from "@kominote/core/i18n/languages";
import { baseAgencies } from "./agencies";
import { baseServices } from "./index";

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

describe("base services", () => {
  it("covers at least ten areas with unique kebab-case Creole slugs", () => {
    const slugs = baseServices.map((service) => service.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
  });

  it.each(baseServices)("$slug has a colour white card text can be read on", ({ color }) => {
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(baseServices)("$slug is named and described in all five languages", ({ text }) => {
    for (const language of languages) {
      expect(text[language].name.trim(), language).not.toBe("");
      expect(text[language].description.trim(), language).not.toBe("");
    }
    // A translation that equals the Creole text everywhere was never translated.
    const descriptions = new Set(languages.map((language) => text[language].description));
    expect(descriptions.size).toBe(languages.length);
  });

  it.each(baseServices)("$slug has a sequence of 3 to 6 translated tasks", ({ tasks }) => {
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    expect(tasks.length).toBeLessThanOrEqual(6);
    for (const task of tasks) {
      expect(task.type).toMatch(kebab);
      if (task.maxContributors !== null) expect(task.maxContributors).toBeGreaterThan(0);
      for (const language of languages) {
        expect(task.text[language].title.trim(), `${task.type} ${language}`).not.toBe("");
        expect(task.text[language].description.trim(), `${task.type} ${language}`).not.toBe("");
      }
    }
    // Later tasks build on the first, never the other way round.
    expect(tasks.slice(1).every((task) => !task.isPrerequisite)).toBe(true);
  });

  it("features five or six services with an image named after their slug, listed first", () => {
    const featured = baseServices.filter((service) => service.imageUrl !== null);
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(featured.length).toBeLessThanOrEqual(6);
    for (const service of featured) expect(service.imageUrl).toBe(`/images/services/${service.slug}.svg`);
    expect(baseServices.slice(0, featured.length)).toEqual(featured);
  });
});

describe("base agencies", () => {
  it("lists at least forty bodies, each once per department", () => {
    expect(baseAgencies.length).toBeGreaterThanOrEqual(40);
    const keys = baseAgencies.map((agency) => `${agency.name.toLowerCase()}|${agency.department}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(baseAgencies)("$name is described, placed, and its website (if any) is https", ({ description, address, website, services }) => {
    expect(description.trim()).not.toBe("");
    expect(address.trim()).not.toBe("");
    expect(services.length).toBeGreaterThan(0);
    if (website !== null) expect(website).toMatch(/^https:\/\/[a-z0-9.-]+\.ht$/);
  });
});

import { describe, expect, it } from "vitest";
import ht from "../i18n/messages/skills/ht";
import { findSkill, skillsCatalogue } from "./skills-catalogue";

describe("skillsCatalogue", () => {
  it("has 12 categories of 10 skills each", () => {
    expect(skillsCatalogue).toHaveLength(12);
    for (const group of skillsCatalogue) expect(group.skills).toHaveLength(10);
  });

  it("gives every skill a unique id", () => {
    const ids = skillsCatalogue.flatMap((group) => group.skills.map((skill) => skill.id));
    expect(new Set(ids).size).toBe(120);
  });

  it("has a Creole text for every name, description and skill label", () => {
    const keys = skillsCatalogue.flatMap((group) => [
      group.nameKey,
      group.descriptionKey,
      ...group.skills.map((skill) => skill.labelKey),
    ]);
    for (const key of keys) expect(ht).toHaveProperty([key]);
    expect(Object.keys(ht)).toHaveLength(keys.length);
  });

  it("finds a stored skill by its id and knows no other", () => {
    expect(findSkill("technology.programming")?.labelKey).toBe("skills.technology.programming");
    expect(findSkill("Pwogramasyon")).toBeUndefined();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillsMaxCount, toggleSkill, validatePrimaryService, validateSkills } from "./service-choice";
import { skillsCatalogue } from "./skills-catalogue";

describe("validateSkills", () => {
  it("needs at least one skill", () => {
    expect(validateSkills([])).toBe("validation.skills.required");
    expect(validateSkills(["technology.programming"])).toBeNull();
  });

  it("takes only skills of the catalogue", () => {
    expect(validateSkills(["x"])).toBe("validation.skills.unknown");
    expect(validateSkills(["technology.programming", "Pwogramasyon"])).toBe("validation.skills.unknown");
    expect(validateSkills(["technology.programming", " "])).toBe("validation.skills.unknown");
    expect(validateSkills(["technology"])).toBe("validation.skills.unknown");
  });

  it("refuses a skill chosen twice, and accepts the whole catalogue", () => {
    expect(validateSkills(["health.nursing", "health.nursing"])).toBe("validation.skills.invalid");
    const all = skillsCatalogue.flatMap((category) => category.skills.map((skill) => skill.id));
    expect(all).toHaveLength(skillsMaxCount);
    expect(validateSkills(all)).toBeNull();
  });
});

describe("toggleSkill", () => {
  it("adds a missing skill at the end and removes a chosen one", () => {
    expect(toggleSkill(["A"], "B")).toEqual(["A", "B"]);
    expect(toggleSkill(["A", "B"], "A")).toEqual(["B"]);
  });

  it("undoes itself", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 })), fc.string({ minLength: 1 }), (skills, skill) => {
        const twice = toggleSkill(toggleSkill(skills, skill), skill);
        expect(twice.includes(skill)).toBe(skills.includes(skill));
        expect(new Set(twice)).toEqual(new Set(skills));
      }),
    );
  });
});

describe("validatePrimaryService", () => {
  it.each(["sante", "dlo-ak-sanitasyon", "edikasyon2"])("accepts the slug %j", (slug) => {
    expect(validatePrimaryService(slug)).toBeNull();
  });

  it.each(["", " ", "Sante", "dlo--sanitasyon", "-sante", "sante-", "sante publique", "x".repeat(81)])(
    "asks to choose a service for %j",
    (slug) => {
      expect(validatePrimaryService(slug)).toBe("validation.primaryService.required");
    },
  );
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillsMaxCount, toggleSkill, validatePrimaryService, validateSkills } from "./service-choice";

describe("validateSkills", () => {
  it("needs at least one skill", () => {
    expect(validateSkills([])).toBe("validation.skills.required");
    expect(validateSkills(["Pwogramasyon"])).toBeNull();
  });

  it("refuses blank, repeated or too many skills", () => {
    expect(validateSkills(["Pwogramasyon", " "])).toBe("validation.skills.invalid");
    expect(validateSkills(["Pwogramasyon", "Pwogramasyon"])).toBe("validation.skills.invalid");
    expect(validateSkills(["x".repeat(101)])).toBe("validation.skills.invalid");
    const many = Array.from({ length: skillsMaxCount + 1 }, (_, i) => `Konpetans ${i}`);
    expect(validateSkills(many)).toBe("validation.skills.invalid");
    expect(validateSkills(many.slice(1))).toBeNull();
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

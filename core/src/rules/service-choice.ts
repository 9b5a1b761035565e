import type { MessageKey } from "../i18n/messages";
import { findSkill } from "./skills-catalogue";

/** The catalogue has 12 categories of 10 skills. */
export const skillsMaxCount = 120;
/** Service slugs are lowercase words joined by hyphens ("dlo-ak-sanitasyon"). */
export const serviceSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugMaxLength = 80;

/** At least one skill, each an id of the catalogue (core/src/rules/skills-catalogue.ts), none twice. */
export const validateSkills = (skills: readonly string[]): MessageKey | null => {
  if (skills.length === 0) return "validation.skills.required";
  if (!skills.every((skill) => findSkill(skill) !== undefined)) return "validation.skills.unknown";
  const distinct = new Set(skills).size === skills.length;
  return distinct && skills.length <= skillsMaxCount ? null : "validation.skills.invalid";
};

/** Adds or removes one skill, keeping the order in which they were chosen. */
export const toggleSkill = (skills: readonly string[], skill: string): string[] =>
  skills.includes(skill) ? skills.filter((s) => s !== skill) : [...skills, skill];

export const validatePrimaryService = (slug: string): MessageKey | null =>
  slug.length <= slugMaxLength && serviceSlugPattern.test(slug) ? null : "validation.primaryService.required";

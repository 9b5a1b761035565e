import type { MessageKey } from "../i18n/messages";

/** One group of the skills catalogue; its texts are catalog keys of the `skills` namespace. */
export interface SkillCategory {
  readonly id: string;
  readonly nameKey: MessageKey;
  readonly descriptionKey: MessageKey;
  readonly skills: readonly Skill[];
}

/** A skill, stored on the member by its id ("technology.programming"); its label is a catalog key. */
export interface Skill {
  readonly id: string;
  readonly labelKey: MessageKey;
}

const category = (id: string, skillIds: readonly string[]): SkillCategory => ({
  id,
  nameKey: `skills.${id}.name` as MessageKey,
  descriptionKey: `skills.${id}.description` as MessageKey,
  skills: skillIds.map((skillId) => ({ id: `${id}.${skillId}`, labelKey: `skills.${id}.${skillId}` as MessageKey })),
});

/** The 12 categories of 10 skills a member picks from when registering; ids never change once published. */
export const skillsCatalogue: readonly SkillCategory[] = [
  category("technology", ["programming", "web-design", "mobile-apps", "computer-repair", "networks", "databases", "cybersecurity", "data-analysis", "office-software", "electronics"]),
  category("media", ["journalism", "photography", "video", "radio", "social-media", "graphic-design", "writing", "public-speaking", "event-promotion", "podcasting"]),
  category("administration", ["project-management", "secretarial", "archiving", "human-resources", "planning", "team-leadership", "data-entry", "reception", "procurement", "meeting-facilitation"]),
  category("education", ["teaching", "tutoring", "literacy", "vocational-training", "early-childhood", "mathematics", "sciences", "curriculum-design", "mentoring", "adult-education"]),
  category("health", ["first-aid", "nursing", "midwifery", "nutrition", "mental-health", "hygiene", "community-health", "pharmacy", "elder-care", "sports-coaching"]),
  category("work", ["construction", "masonry", "carpentry", "plumbing", "electrical", "mechanics", "sewing", "cooking", "entrepreneurship", "crafts"]),
  category("agriculture", ["farming", "livestock", "reforestation", "irrigation", "composting", "fishing", "beekeeping", "waste-management", "water-sanitation", "renewable-energy"]),
  category("languages", ["creole", "french", "english", "spanish", "portuguese", "translation", "interpreting", "sign-language", "proofreading", "mediation"]),
  category("legal", ["legal-advice", "civil-documents", "land-rights", "human-rights", "labour-law", "notary", "contracts", "conflict-resolution", "advocacy", "immigration"]),
  category("finance", ["accounting", "bookkeeping", "budgeting", "microfinance", "savings-groups", "taxes", "auditing", "fundraising", "financial-literacy", "payroll"]),
  category("social", ["social-work", "community-organizing", "youth-work", "child-protection", "disability-support", "emergency-response", "food-distribution", "volunteering", "counselling", "culture-events"]),
  category("transport", ["driving", "motorcycle-taxi", "vehicle-maintenance", "warehousing", "delivery", "route-planning", "inventory", "shipping", "boat-transport", "road-safety"]),
];

const skillsById: ReadonlyMap<string, Skill> = new Map(
  skillsCatalogue.flatMap((group) => group.skills.map((skill) => [skill.id, skill] as const)),
);

/** The catalogue entry of a stored skill id, or undefined for an id the catalogue does not know. */
export const findSkill = (id: string): Skill | undefined => skillsById.get(id);

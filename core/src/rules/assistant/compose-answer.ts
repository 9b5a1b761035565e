import type { KnowledgeText } from "./knowledge";

const passageLength = 320;

/** A passage cut at a word boundary, so a short answer stays short. */
export const shortPassage = (body: string, length: number = passageLength): string => {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/u, "")}…`;
};

/**
 * The embedded assistant's answer: a line saying it comes from Kominote, then each passage (already
 * in the asker's language) named by its title. It only ever repeats the platform's own words.
 */
export const composeAnswer = (intro: string, passages: readonly KnowledgeText[]): string =>
  [intro, ...passages.map((passage) => `• ${passage.title}: ${shortPassage(passage.body)}`)].join("\n");

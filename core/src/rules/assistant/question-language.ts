import type { Language } from "../../i18n/languages";
import { foldText } from "./fold-text";

/** Short words that give a question's language away (folded: no accents). */
const markers: Readonly<Record<"ht" | "fr" | "en", ReadonlySet<string>>> = {
  ht: new Set("mwen m kijan kouman ki kote konbyen pou yon nan ak sa eske gen genyen jwenn kisa poukisa kilè kile mwen ou yo li pi pre".split(" ")),
  fr: new Set("comment je est le la les des une pour quel quelle quels combien mon mes ma puis peux ou trouver obtenir faut du au aux qui quoi".split(" ")),
  en: new Set("how what where the my is can do i get which does much many to find near".split(" ")),
};

/**
 * The language a question is written in, among Creole, French and English, when its words say so
 * clearly; otherwise the language the member reads the site in. The answer is written in it.
 */
export const questionLanguage = (question: string, readerLanguage: Language): Language => {
  const words = foldText(question).split(" ");
  const counts = (Object.keys(markers) as ("ht" | "fr" | "en")[]).map(
    (language) => [language, words.filter((word) => markers[language].has(word)).length] as const,
  );
  const sorted = [...counts].sort((left, right) => right[1] - left[1]);
  const [first, second] = sorted;
  if (first === undefined || first[1] === 0) return readerLanguage;
  if (first[0] === readerLanguage) return readerLanguage;
  const readerCount = counts.find(([language]) => language === readerLanguage)?.[1] ?? 0;
  // A reader's own language wins ties: "la" and "pou" alone do not make Creole French.
  if (first[1] <= readerCount || (second !== undefined && first[1] === second[1])) return readerLanguage;
  return first[0];
};

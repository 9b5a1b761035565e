import { canonicalWord, foldText } from "./fold-text";
import { conceptOf } from "./synonyms";

const progressWords = new Set(["pwen", "nivo", "ran", "kontribisyon", "tach"]);
const firstPerson = new Set(["mwen", "m", "my", "i", "me", "mine", "mon", "ma", "mes", "je", "j", "moi", "ai"]);

/**
 * A question about the asker's own standing ("Konbyen pwen mwen genyen?", "What is my level?"):
 * it is answered from the member's own points, level, rank and tasks done, which no public page holds.
 */
export const asksOwnProgress = (question: string): boolean => {
  const words = foldText(question)
    .split(" ")
    .map(canonicalWord)
    .map((word) => conceptOf(word) ?? word);
  return words.some((word) => progressWords.has(word)) && words.some((word) => firstPerson.has(word));
};

import type { Assistant, AssistantRequest } from "@kominote/core/ports/assistant/assistant";
import { answerText } from "@kominote/core/rules/assistant/answer-texts";
import { composeAnswer } from "@kominote/core/rules/assistant/compose-answer";

/** Words per piece: small enough that the first words show at once, large enough to keep frames few. */
const wordsPerPiece = 6;

/**
 * The default assistant, with no outside service: the answer is the retrieved passages themselves,
 * shortened and introduced in the asker's language (core's composeAnswer), sent in pieces of a few
 * words so the screen shows it the same way it shows a model's answer.
 */
export class EmbeddedAssistant implements Assistant {
  async *answer({ language, passages }: AssistantRequest): AsyncIterable<string> {
    const text = composeAnswer(
      answerText(language, "intro"),
      passages.map((passage) => ({ title: passage.title, body: passage.text })),
    );
    const words = text.split(/(?<=\s)/u);
    for (let start = 0; start < words.length; start += wordsPerPiece) {
      yield words.slice(start, start + wordsPerPiece).join("");
    }
  }
}

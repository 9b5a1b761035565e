import type { Language } from "../i18n/languages";

/**
 * Longest text one request may have read aloud, in characters (after trimming). The assistant's
 * questions share the limit, and an answer is a few sentences: a longer text is not an answer
 * read to a member, and its minute of audio would hold the synthesizer from everyone else.
 */
export const maxSpokenTextLength = 1000;

/**
 * The voice a text is read in: the language the client names (the language the answer was
 * written in, which stays the same if the reader switches the interface afterwards), else the
 * requester's language, which is the language the assistant answers in.
 */
export const spokenLanguage = (named: Language | undefined, requester: Language): Language => named ?? requester;

/**
 * The part of an answer that is read aloud: all of it when it fits the limit, else its sentences up
 * to the limit (or its words, when one sentence is longer), so a long answer is heard from its start
 * rather than refused. The whole answer stays on the screen either way.
 */
export const spokenExcerpt = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed.length <= maxSpokenTextLength) return trimmed;
  const head = trimmed.slice(0, maxSpokenTextLength + 1);
  const sentenceEnd = Math.max(...[". ", "? ", "! ", ".\n", "?\n", "!\n"].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(" ");
  return (wordEnd > 0 ? head.slice(0, wordEnd) : head.slice(0, maxSpokenTextLength)).trimEnd();
};

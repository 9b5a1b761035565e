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

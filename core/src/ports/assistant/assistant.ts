import type { Language } from "../../i18n/languages";

/** A passage the answer must be built from and cite, already in the asker's language where it exists. */
export interface AssistantPassage {
  readonly title: string;
  readonly href: string;
  readonly text: string;
}

export interface AssistantRequest {
  readonly question: string;
  /** The language the answer is written in. */
  readonly language: Language;
  /** The retrieved passages, best first; never empty (with none, the assistant is not asked). */
  readonly passages: readonly AssistantPassage[];
}

/**
 * Writes the answer to a member's question from retrieved passages. The embedded default composes
 * it from the passages themselves; an adapter may ask a language model given the same passages.
 * The answer arrives in pieces, as it is produced.
 */
export interface Assistant {
  answer(request: AssistantRequest): AsyncIterable<string>;
}

/** The assistant could not answer (its model is unreachable, slow, refused or failed). */
export class AssistantUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "AssistantUnavailableError";
  }
}

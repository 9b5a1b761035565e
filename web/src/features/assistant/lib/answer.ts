import type { AskAiResponse } from "@kominote/core/schemas/ai";

export type AnswerSource = AskAiResponse["sources"][number];

/** What the screen is told while an answer arrives. */
export interface AnswerListener {
  /** The sources, before any word of the answer. */
  readonly onSources?: (sources: readonly AnswerSource[]) => void;
  /** The answer so far, each time a piece arrives. */
  readonly onText?: (text: string) => void;
}

/** A whole answer: its text, its sources, and whether the assistant found anything to answer with. */
export interface Answer {
  readonly response: string;
  readonly sources: readonly AnswerSource[];
  readonly answered: boolean;
}

/**
 * The assistant failed after its answer began (`event: error`, message already in the reader's
 * language), or the stream ended before `done`: the connection dropped mid-answer.
 */
export class AnswerStreamError extends Error {
  override readonly name = "AnswerStreamError";
  constructor(
    readonly code: string,
    /** The server's localized message; absent when the connection dropped. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? code);
  }
}

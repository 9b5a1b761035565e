import type { Answer, AnswerListener } from "../lib/answer";
import type { Ask } from "../lib/use-conversation";

/** An answer delivered piece by piece, as the streamed call hands it on, each piece when `next()` is called. */
export const steppedAsk = (answer: Answer, pieces: readonly string[]) => {
  const asked: string[] = [];
  let listener: AnswerListener = {};
  let finish: (answer: Answer) => void = () => {};
  let shown = "";
  let step = 0;
  const ask: Ask = (question, given) => {
    asked.push(question);
    listener = given;
    step = 0;
    shown = "";
    return new Promise<Answer>((resolve) => (finish = resolve));
  };
  /** Delivers the sources first, then each piece, then the whole answer. */
  const next = (): void => {
    if (step === 0) listener.onSources?.(answer.sources);
    else if (step <= pieces.length) {
      shown += pieces[step - 1];
      listener.onText?.(shown);
    } else finish(answer);
    step += 1;
  };
  return { ask, asked, next };
};

/** An assistant that answers at once. */
export const answeringAsk =
  (answer: Answer): Ask =>
  async (_question, listener) => {
    listener.onSources?.(answer.sources);
    listener.onText?.(answer.response);
    return answer;
  };

/** An assistant that always fails with this error. */
export const failingAsk =
  (error: unknown): Ask =>
  async () => {
    throw error;
  };

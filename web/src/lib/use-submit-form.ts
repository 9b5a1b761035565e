import { useCallback, useRef, useState } from "react";
import { submitFailureOf, type SubmitFailure } from "./submit-failure";

export interface SubmitFormOptions<Input, Result> {
  /** Sends the form; rejects with an ApiError (or a network error) when it does not go through. */
  readonly send: (input: Input) => Promise<Result>;
  /** The form's message when the server gave none, or nothing answered (in the reader's language). */
  readonly fallbackMessage: string;
  /** The fields the form shows, so a field problem the form cannot show falls to the form's message. */
  readonly fields: readonly string[];
  /** Told of each failure as it happens (a wizard goes to the step of the first refused field). */
  readonly onFailure?: (failure: SubmitFailure) => void;
}

/** How a send ended: with the server's answer, or not (the failure is then in view). */
export type SubmitOutcome<Result> = { readonly ok: true; readonly value: Result } | { readonly ok: false };

export interface SubmitForm<Input, Result> {
  /** Sends, unless a send is already on its way (then it resolves not ok, sending nothing). */
  readonly submit: (input: Input) => Promise<SubmitOutcome<Result>>;
  readonly isPending: boolean;
  readonly failure: SubmitFailure | null;
  /** The server's words for one field, or null. */
  readonly fieldError: (field: string) => string | null;
  /** Forgets one field's problem, once the member changes that field. */
  readonly clearField: (field: string) => void;
  /** Forgets every problem (the form was closed or started again). */
  readonly reset: () => void;
}

/**
 * One way for every form to send: a second press while sending does nothing, a failure keeps what
 * was typed and puts each problem where the member fixes it (see submitFailureOf), and pressing
 * submit again retries with the problems cleared. Forms show `failure.message` in a FormProblem
 * (an alert region beside the submit button), never in a toast that could cover the button.
 */
export const useSubmitForm = <Input, Result>(options: SubmitFormOptions<Input, Result>): SubmitForm<Input, Result> => {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const sending = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const submit = useCallback(async (input: Input): Promise<SubmitOutcome<Result>> => {
    if (sending.current) return { ok: false };
    sending.current = true;
    setPending(true);
    setFailure(null);
    try {
      return { ok: true, value: await latest.current.send(input) };
    } catch (error) {
      const { fallbackMessage, fields, onFailure } = latest.current;
      const failure = submitFailureOf(error, fallbackMessage, fields);
      setFailure(failure);
      onFailure?.(failure);
      return { ok: false };
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, []);

  const clearField = useCallback((field: string): void => {
    setFailure((current) => {
      if (current === null || current.fields[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  }, []);

  const reset = useCallback((): void => setFailure(null), []);

  const fieldError = (field: string): string | null => failure?.fields[field] ?? null;

  return { submit, isPending, failure, fieldError, clearField, reset };
};

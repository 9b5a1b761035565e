import { useCallback, useRef, useState } from "react";
import { submitFailureOf, type SubmitFailure } from "./submit-failure";
import { useRetryWhenOnline } from "./use-retry-when-online";

export interface SubmitFormOptions<Input, Result> {
  /** Sends the form; rejects with an ApiError (or a network error) when it does not go through. */
  readonly send: (input: Input) => Promise<Result>;
  /**
   * The form's message when the server gave none, or nothing answered (in the reader's language);
   * a function when the words depend on what came back (sign-in's fallbacks, SPEC 8).
   */
  readonly fallbackMessage: string | ((error: unknown) => string);
  /** The form's message while it waits for the connection (nothing answered), when it says so. */
  readonly offlineMessage?: string;
  /** Frames the server's own message (a forum says what failed around it); the message alone otherwise. */
  readonly serverMessage?: (message: string) => string;
  /** The fields the form shows, so a field problem the form cannot show falls to the form's message. */
  readonly fields: readonly string[];
  /** Told of each failure as it happens (a wizard goes to the step of the first refused field). */
  readonly onFailure?: (failure: SubmitFailure) => void;
  /** Sends again each time the connection returns while a send waits for it (with what the form holds then). */
  readonly onReconnect?: () => void;
  /** For stories: the error a send already failed with, shown as the form opens. */
  readonly initialError?: unknown;
}

/** How a send ended: with the server's answer, or not (the failure is then in view). */
export type SubmitOutcome<Result> = { readonly ok: true; readonly value: Result } | { readonly ok: false };

export interface SubmitForm<Input, Result> {
  /** Sends, unless a send is already on its way (then it resolves not ok, sending nothing). */
  readonly submit: (input: Input) => Promise<SubmitOutcome<Result>>;
  /** A send is on its way: the submit is disabled and the form is aria-busy. */
  readonly isPending: boolean;
  readonly failure: SubmitFailure | null;
  /** The last send found no connection: the form keeps its content and waits. */
  readonly isWaiting: boolean;
  /** The server's words for one field, or null. */
  readonly fieldError: (field: string) => string | null;
  /** Forgets one field's problem, once the member changes that field. */
  readonly clearField: (field: string) => void;
  /** Forgets every problem (the form was closed or started again). */
  readonly reset: () => void;
}

const failureOf = (error: unknown, options: SubmitFormOptions<never, unknown>): SubmitFailure => {
  const fallback = typeof options.fallbackMessage === "function" ? options.fallbackMessage(error) : options.fallbackMessage;
  return submitFailureOf(error, { fallback, offline: options.offlineMessage, server: options.serverMessage }, options.fields);
};

/**
 * One way for every form to send: a second press while sending does nothing, a failure keeps what
 * was typed and puts each problem where the member fixes it (see submitFailureOf), a send that
 * found no connection waits (and goes again when it returns, for a form with onReconnect), and
 * pressing submit again retries with the problems cleared. Forms show `failure.message` in an
 * alert region beside the submit button (FormProblem), never in a toast that could cover the button.
 */
export const useSubmitForm = <Input, Result>(options: SubmitFormOptions<Input, Result>): SubmitForm<Input, Result> => {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(() =>
    options.initialError === undefined ? null : failureOf(options.initialError, options),
  );
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
      const failure = failureOf(error, latest.current);
      setFailure(failure);
      latest.current.onFailure?.(failure);
      return { ok: false };
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, []);

  const isWaiting = failure?.offline === true;
  useRetryWhenOnline(isWaiting && !isPending, options.onReconnect);

  const clearField = useCallback((field: string): void => {
    setFailure((current) => {
      if (current === null || current.fields[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  }, []);

  const reset = useCallback((): void => setFailure(null), []);

  const fieldError = (field: string): string | null => failure?.fields[field] ?? null;

  return { submit, isPending, failure, isWaiting, fieldError, clearField, reset };
};

import { requestLanguage } from "../../i18n/request-language";
import { isNetworkFailure } from "../submit-failure";
import type { OutboxEntry } from "./outbox-entry";
import { pageOutbox } from "./page-outbox";

/** How a submission went: answered by the server, or kept on the device to go by itself. */
export type SentOrKept<Result> = { readonly kept: false; readonly value: Result } | { readonly kept: true };

/** The entry a submission becomes when it must wait; the key, time and language are added. */
export type WaitingSubmission = Omit<OutboxEntry, "key" | "createdAt" | "language">;

/**
 * Sends a submission now with its Idempotency-Key, or, when nothing answers (offline, or the
 * connection dropped on the way), keeps it in the outbox under the same key: had the lost send
 * reached the server, the resend gets its first answer rather than making it twice. A refusal
 * (an ApiError) is thrown as before, for the form to show.
 */
export const sendOrKeep = async <Result>(
  key: string,
  send: (key: string) => Promise<Result>,
  waiting: WaitingSubmission,
): Promise<SentOrKept<Result>> => {
  if (navigator.onLine) {
    try {
      return { kept: false, value: await send(key) };
    } catch (error) {
      if (!isNetworkFailure(error, navigator.onLine)) throw error;
    }
  }
  await pageOutbox().enqueue({ ...waiting, key, createdAt: new Date().toISOString(), language: requestLanguage() });
  return { kept: true };
};

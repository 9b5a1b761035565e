import { isApiError } from "../api/api-error";

/**
 * What a form shows after a refused or failed send: each problem the server tied to a field this
 * form shows goes under that field (in the server's words, already in the reader's language), and
 * everything else becomes one message in view near the submit button: the server's localized
 * message when it gave one, else the form's own fallback (nothing answered, or no message).
 */
export interface SubmitFailure {
  readonly fields: Readonly<Record<string, string>>;
  /** The message for the whole form, or null when every problem sits on a shown field. */
  readonly message: string | null;
  /** Nothing answered (see isNetworkFailure): what was typed stays, and the form may send again once back online. */
  readonly offline: boolean;
}

/** How a form words its failures, in the reader's language. */
export interface FailureWording {
  /** When the server gave no message, or nothing answered and the form has no offline words. */
  readonly fallback: string;
  /** When nothing answered: the form says it waits for the connection. */
  readonly offline?: string | undefined;
  /** Frames the server's own message (a forum says what failed around it); the message alone otherwise. */
  readonly server?: ((message: string) => string) | undefined;
}

/**
 * The device itself could not do its part (it refused to keep what was typed for later): not the
 * connection, so the form says the send failed rather than promise it will go.
 */
export class DeviceFailure extends Error {
  override readonly name = "DeviceFailure";
}

/** The field a server field path names ("skills.0" is the skills field). */
export const fieldRoot = (path: string): string => path.split(".")[0] ?? path;

/**
 * Nothing answered: fetch rejects (a TypeError) with no network, a dropped connection or DNS, and a
 * server error while the device says it is offline is the connection too (a proxy's 503).
 */
export const isNetworkFailure = (error: unknown, isOnline: boolean): boolean =>
  !(error instanceof DeviceFailure) && (!isApiError(error) || (!isOnline && error.status >= 500));

export const submitFailureOf = (
  error: unknown,
  wording: FailureWording,
  shownFields: readonly string[],
  isOnline: boolean = navigator.onLine,
): SubmitFailure => {
  const offline = isNetworkFailure(error, isOnline);
  // A form with no words for waiting shows a server's own message even while offline.
  if (!isApiError(error) || (offline && wording.offline !== undefined)) {
    return { fields: {}, message: offline ? (wording.offline ?? wording.fallback) : wording.fallback, offline };
  }
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [path, text] of Object.entries(error.fields ?? {})) {
    const field = fieldRoot(path);
    if (shownFields.includes(field)) fields[field] ??= text;
    else unplaced = true;
  }
  // A problem with no shown field to sit on must not vanish: the form's message tells it.
  const server = error.serverMessage === undefined ? null : (wording.server ?? ((text: string) => text))(error.serverMessage);
  const message = Object.keys(fields).length === 0 || unplaced ? (server ?? wording.fallback) : null;
  return { fields, message, offline };
};

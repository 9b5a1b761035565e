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
}

/** The field a server field path names ("skills.0" is the skills field). */
export const fieldRoot = (path: string): string => path.split(".")[0] ?? path;

export const submitFailureOf = (error: unknown, fallback: string, shownFields: readonly string[]): SubmitFailure => {
  if (!isApiError(error)) return { fields: {}, message: fallback };
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [path, text] of Object.entries(error.fields ?? {})) {
    const field = fieldRoot(path);
    if (shownFields.includes(field)) fields[field] ??= text;
    else unplaced = true;
  }
  // A problem with no shown field to sit on must not vanish: the form's message tells it.
  const message = Object.keys(fields).length === 0 || unplaced ? (error.serverMessage ?? fallback) : null;
  return { fields, message };
};

import { isApiError } from "../api/api-error";
import { submitFailureOf } from "./submit-failure";

/**
 * Why a post, a new forum or a report did not go through; in every case the form keeps what was
 * typed. offline: nothing answered (or the server failed while the device is offline);
 * invalid: the server refused fields, with its words for each (in the reader's language), and its
 * message when it also refused a field the form does not show (that problem must not vanish);
 * failed: anything else, with the server's message when it gave one.
 */
export type SendFailure =
  | { readonly kind: "offline" }
  | { readonly kind: "invalid"; readonly fields: Readonly<Record<string, string>>; readonly message: string | null }
  | { readonly kind: "failed"; readonly message: string | null };

export const classifySendFailure = (error: unknown, shownFields: readonly string[], isOnline: boolean = navigator.onLine): SendFailure => {
  // fetch rejects (a TypeError) when nothing answered: no network, a dropped connection, DNS.
  if (!isApiError(error)) return { kind: "offline" };
  if (error.status === 400 && error.fields !== undefined && Object.keys(error.fields).length > 0) {
    const { fields, message } = submitFailureOf(error, "", shownFields);
    if (Object.keys(fields).length > 0) return { kind: "invalid", fields, message: message === "" ? null : message };
  }
  if (!isOnline && error.status >= 500) return { kind: "offline" };
  return { kind: "failed", message: error.serverMessage ?? null };
};

/** The server's words for one field, when it refused that field. */
export const fieldFailure = (failure: SendFailure | null, field: string): string | null =>
  failure?.kind === "invalid" ? (failure.fields[field] ?? null) : null;

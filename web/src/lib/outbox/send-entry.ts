import type { OutboxEntry } from "./outbox-entry";

/** How one attempt ended: sent (the server's answer), refused for good, or to try again later. */
export type SendOutcome =
  | { readonly outcome: "sent"; readonly answer: unknown }
  | { readonly outcome: "refused"; readonly status: number; readonly answer: unknown }
  | { readonly outcome: "later" };

/**
 * Answers that say "not now" rather than "no": the server or the link failed (5xx), too many
 * requests (429), signed out for the moment (401: the entry waits for the member to sign in
 * again), the same key still running (409 IDEMPOTENCY.IN_FLIGHT).
 */
const tryAgainLater = (status: number, answer: unknown): boolean =>
  status >= 500 ||
  status === 429 ||
  status === 401 ||
  (status === 409 && (answer as { code?: unknown } | null)?.code === "IDEMPOTENCY.IN_FLIGHT");

const readAnswer = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/** The API's address on this origin (a page or the service worker: both have a location). */
const urlOf = (path: string): string => (typeof location === "undefined" ? path : new URL(path, location.origin).href);

const headersOf = (entry: OutboxEntry): Record<string, string> => ({
  "X-Requested-With": "fetch",
  "Accept-Language": entry.language,
});

/** A multipart entry's form: the body's values as text, its files under their fields. */
const formOf = (entry: OutboxEntry): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.body)) if (value !== undefined && value !== null) form.append(name, String(value));
  for (const file of entry.files ?? []) form.append(file.field, file.blob, file.name);
  return form;
};

const outcomeOf = async (response: Response): Promise<SendOutcome> => {
  const answer = await readAnswer(response);
  if (response.ok) return { outcome: "sent", answer };
  return tryAgainLater(response.status, answer) ? { outcome: "later" } : { outcome: "refused", status: response.status, answer };
};

/**
 * Sends one entry: its files first (each id saved into the entry as it comes back, so a resend
 * uploads only what did not go), then the call with its Idempotency-Key. Never throws for a lost
 * connection: that is "later". Shared by the page and the service worker.
 */
export const sendEntry = async (
  entry: OutboxEntry,
  save: (entry: OutboxEntry) => Promise<void>,
  send: typeof fetch = (input, init) => fetch(input, init),
): Promise<SendOutcome> => {
  let current = entry;
  try {
    if (entry.encoding === "multipart") {
      const headers = { ...headersOf(entry), "Idempotency-Key": entry.key };
      return await outcomeOf(await send(urlOf(entry.path), { method: "POST", credentials: "include", headers, body: formOf(entry) }));
    }
    for (const file of entry.files ?? []) {
      const form = new FormData();
      form.append("purpose", file.purpose);
      form.append("file", file.blob, file.name);
      const response = await send(urlOf("/api/uploads"), { method: "POST", body: form, credentials: "include", headers: headersOf(entry) });
      const answer = await readAnswer(response);
      if (!response.ok) return tryAgainLater(response.status, answer) ? { outcome: "later" } : { outcome: "refused", status: response.status, answer };
      const id = (answer as { id: string }).id;
      const before = current.body[file.field];
      const body = { ...current.body, [file.field]: file.single ? id : [...(Array.isArray(before) ? before : []), id] };
      current = { ...current, body, files: (current.files ?? []).slice(1) };
      await save(current);
    }
    const response = await send(urlOf(current.path), {
      method: "POST",
      credentials: "include",
      headers: { ...headersOf(current), "Content-Type": "application/json", "Idempotency-Key": current.key },
      body: JSON.stringify(current.body),
    });
    return await outcomeOf(response);
  } catch {
    // fetch rejects only when nothing answered: the connection is gone again.
    return { outcome: "later" };
  }
};

/**
 * What waits in the outbox (decision 0034): one member's submission made without a connection,
 * described as the HTTP request it becomes, so any sender (the page, a later page, the service
 * worker's Background Sync) can send it without the feature's code. Its key is the request's
 * Idempotency-Key: every resend carries it, so the server makes it at most once.
 */
export interface OutboxEntry {
  /** The Idempotency-Key, made once when the member pressed send; also the entry's id. */
  readonly key: string;
  /** Which feature's submission: a feature registers what to do once it is sent ("idea", "forum-post"...). */
  readonly kind: string;
  /** Where it would appear (a service's id, a forum's id...): the screen shows it waiting there. */
  readonly scope: string;
  /** What the waiting item shows: the text the member wrote. */
  readonly preview: string;
  /** ISO instant the member pressed send; entries go in this order. */
  readonly createdAt: string;
  /** The call: a POST to this API path, of JSON unless `encoding` says multipart. */
  readonly path: string;
  readonly body: Readonly<Record<string, unknown>>;
  /**
   * JSON calls: files to upload first (`POST /api/uploads`), their ids then put in the body: one
   * id for a `single` field, a list otherwise; emptied as each goes, so a resend never uploads
   * twice. Multipart calls: files sent in the form itself, each under its field.
   */
  readonly files?: readonly OutboxFile[];
  /** "multipart": the call is one form, the body's values as text fields and the files beside them (a place's photo). */
  readonly encoding?: "multipart";
  /** The interface language when it was written, so the answer's words match. */
  readonly language: string;
  /** The member who wrote it, when known: it goes only under their session, never another's on the same phone. */
  readonly member?: number;
}

export interface OutboxFile {
  readonly field: string;
  readonly single: boolean;
  readonly purpose: string;
  readonly name: string;
  readonly blob: Blob;
}

/** A fresh Idempotency-Key: a UUID (core's rule accepts 16 to 128 letters, digits, "-", "_"). */
export const newOutboxKey = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

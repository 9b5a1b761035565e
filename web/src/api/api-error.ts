/** The error body every failing API call answers with (see the API's error catalogue). */
export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
}

const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { code?: unknown }).code === "string" &&
  typeof (value as { message?: unknown }).message === "string";

/**
 * A non-success answer. The message reads `<status>: <body text>` (or the status text when the
 * body is empty), and the parsed `{ code, message, fields }` is kept for forms and screens that
 * show the server's localized message or mark fields.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string | undefined;
  /** The server's localized message, when the body was an error body. */
  readonly serverMessage: string | undefined;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, statusText: string, body: unknown) {
    const bodyText = typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
    super(`${status}: ${bodyText === "" ? statusText : bodyText}`);
    this.status = status;
    const parsed = isApiErrorBody(body) ? body : undefined;
    this.code = parsed?.code;
    this.serverMessage = parsed?.message;
    this.fields = parsed?.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

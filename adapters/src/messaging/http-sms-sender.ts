import type { SmsMessage, SmsSender } from "@kominote/core/ports/sms-sender";

export interface HttpSmsSenderOptions {
  /** SMS_GATEWAY_URL, the API root, e.g. https://api.twilio.com/2010-04-01 */
  readonly url: string;
  /** SMS_GATEWAY_ACCOUNT, the account identifier (user name of the Basic authentication). */
  readonly account: string;
  /** SMS_GATEWAY_TOKEN, the secret (password of the Basic authentication). Never logged or thrown. */
  readonly token: string;
  /** SMS_FROM, the sender number or name the gateway allows for this account. */
  readonly from: string;
  readonly timeoutMs?: number;
}

const defaultTimeoutMs = 10_000;

/** Why a text message was not accepted; carries the gateway's status, never the credentials. */
export class SmsGatewayError extends Error {
  override readonly name = "SmsGatewayError";

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Sends text messages through an HTTP gateway with the Twilio-style API (also offered by several
 * other providers): POST {url}/Accounts/{account}/Messages.json, form-encoded To, From and Body,
 * Basic authentication. Any failure is thrown: the caller decides what the member sees.
 */
export class HttpSmsSender implements SmsSender {
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(private readonly options: HttpSmsSenderOptions) {
    const root = options.url.replace(/\/+$/, "");
    this.endpoint = `${root}/Accounts/${encodeURIComponent(options.account)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${options.account}:${options.token}`).toString("base64")}`;
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: "POST",
        headers: {
          authorization: this.authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({ To: message.to, From: this.options.from, Body: message.body }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? defaultTimeoutMs),
        redirect: "error",
      });
    } catch (error) {
      // The fetch error names the address only; the token lives in a header it never prints.
      throw error instanceof Error && error.name === "TimeoutError"
        ? new SmsGatewayError("the SMS gateway did not answer in time")
        : new SmsGatewayError(`the SMS gateway could not be reached: ${reasonOf(error)}`);
    }
    // Read the answer in full either way so the connection can be reused.
    const answer = await response.text().catch(() => "");
    if (!response.ok) {
      const code = gatewayErrorCode(answer);
      throw new SmsGatewayError(
        `the SMS gateway refused the message: HTTP ${response.status}${code === undefined ? "" : ` (gateway code ${code})`}`,
        response.status,
      );
    }
  }
}

const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
};

/** Twilio-style errors carry a numeric "code"; only that number is kept, never free text. */
const gatewayErrorCode = (answer: string): number | undefined => {
  try {
    const parsed: unknown = JSON.parse(answer);
    return typeof parsed === "object" && parsed !== null && "code" in parsed && typeof parsed.code === "number"
      ? parsed.code
      : undefined;
  } catch {
    return undefined;
  }
};

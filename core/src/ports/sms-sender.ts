/** One text message: the recipient's phone number (normalized, no spaces) and the body. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** Sends text messages. A failure is thrown: the caller decides whether it matters. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

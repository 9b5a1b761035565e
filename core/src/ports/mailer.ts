/** One e-mail, ready to send: a plain-text body and, when the message has one, its HTML twin. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. A failure is thrown: the caller decides whether it matters. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

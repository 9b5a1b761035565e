import type { Mailer, MailMessage } from "@kominote/core/ports/mailer";
import nodemailer, { type Transporter } from "nodemailer";

export interface SmtpMailerOptions {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.org:465 or smtp://relay.local:25 */
  readonly url: string;
  /** MAIL_FROM, e.g. "Kominote <no-reply@kominote.ht>" */
  readonly from: string;
  /** Bound on each of connecting, the server's greeting and any silence afterwards. */
  readonly timeoutMs?: number;
}

const defaultTimeoutMs = 10_000;

/**
 * Sends through an SMTP server with nodemailer. A refusal or a timeout is thrown: whoever asked
 * for the e-mail decides what the member sees.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? defaultTimeoutMs;
    // Without these, nodemailer waits up to minutes for a silent server while a member waits too.
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  }

  /** Closes pooled connections (at shutdown). */
  close(): void {
    this.transport.close();
  }
}

import type { Mailer, MailMessage } from "@kominote/core/ports/mailer";
import type { Knex } from "knex";
import { storeOutboxMessage, type OutboxLog } from "./outbox-store";

/**
 * The mailer used when no mail server is configured: each e-mail is kept in the database and
 * handed to the log, so sign-in codes and links can be read locally (`npm run outbox`).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Knex,
    private readonly log: OutboxLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const stored = await storeOutboxMessage(this.db, {
      channel: "email",
      to: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
    });
    this.log(stored);
  }
}

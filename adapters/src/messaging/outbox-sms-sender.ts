import type { SmsMessage, SmsSender } from "@kominote/core/ports/sms-sender";
import type { Knex } from "knex";
import { storeOutboxMessage, type OutboxLog } from "./outbox-store";

/**
 * The SMS sender used when no gateway is configured: each text message is kept in the database
 * and handed to the log, so sign-in codes can be read locally (`npm run outbox`).
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Knex,
    private readonly log: OutboxLog,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const stored = await storeOutboxMessage(this.db, {
      channel: "sms",
      to: message.to,
      subject: null,
      body: message.body,
      html: null,
    });
    this.log(stored);
  }
}

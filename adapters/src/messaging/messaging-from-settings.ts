import type { Mailer } from "@kominote/core/ports/mailer";
import type { SmsSender } from "@kominote/core/ports/sms-sender";
import type { Knex } from "knex";
import { HttpSmsSender } from "./http-sms-sender";
import { OutboxMailer } from "./outbox-mailer";
import { OutboxSmsSender } from "./outbox-sms-sender";
import type { OutboxLog } from "./outbox-store";
import { SmtpMailer } from "./smtp-mailer";

/** The configuration variables that choose how mail and text messages leave (api/src/config.ts). */
export interface MessagingSettings {
  readonly SMTP_URL?: string | undefined;
  readonly MAIL_FROM?: string | undefined;
  readonly SMS_GATEWAY_URL?: string | undefined;
  readonly SMS_GATEWAY_ACCOUNT?: string | undefined;
  readonly SMS_GATEWAY_TOKEN?: string | undefined;
  readonly SMS_FROM?: string | undefined;
}

export const defaultMailFrom = "Kominote <no-reply@kominote.ht>";

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/**
 * Picks each channel's adapter on its own (DECISIONS 7): SMTP when SMTP_URL is set, the HTTP SMS
 * gateway when SMS_GATEWAY_URL is set, and otherwise the outbox, which keeps the message in the
 * database and hands it to `log`.
 */
export const messagingFromSettings = (
  settings: MessagingSettings,
  db: Knex,
  log: OutboxLog,
): { mailer: Mailer; sms: SmsSender } => {
  const smtpUrl = present(settings.SMTP_URL);
  const gatewayUrl = present(settings.SMS_GATEWAY_URL);
  return {
    mailer:
      smtpUrl === undefined
        ? new OutboxMailer(db, log)
        : new SmtpMailer({ url: smtpUrl, from: present(settings.MAIL_FROM) ?? defaultMailFrom }),
    sms: gatewayUrl === undefined ? new OutboxSmsSender(db, log) : new HttpSmsSender(gatewaySettings(gatewayUrl, settings)),
  };
};

const gatewaySettings = (url: string, settings: MessagingSettings) => {
  const account = present(settings.SMS_GATEWAY_ACCOUNT);
  const token = present(settings.SMS_GATEWAY_TOKEN);
  const from = present(settings.SMS_FROM);
  const missing = [
    ...(account === undefined ? ["SMS_GATEWAY_ACCOUNT"] : []),
    ...(token === undefined ? ["SMS_GATEWAY_TOKEN"] : []),
    ...(from === undefined ? ["SMS_FROM"] : []),
  ];
  // Checked at start-up: a half-configured gateway would otherwise fail at the first sign-in.
  if (account === undefined || token === undefined || from === undefined) {
    throw new Error(`SMS_GATEWAY_URL is set, so ${missing.join(", ")} must be set too`);
  }
  return { url, account, token, from };
};

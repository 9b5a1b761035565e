import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { HttpSmsSender } from "./http-sms-sender";
import { messagingFromSettings } from "./messaging-from-settings";
import { OutboxMailer } from "./outbox-mailer";
import { OutboxSmsSender } from "./outbox-sms-sender";
import { SmtpMailer } from "./smtp-mailer";

// Choosing adapters opens no connection: the database handle is never touched here.
const db = {} as Knex;
const log = () => undefined;
const gateway = {
  SMS_GATEWAY_URL: "https://api.twilio.com/2010-04-01",
  SMS_GATEWAY_ACCOUNT: "AC42",
  SMS_GATEWAY_TOKEN: "secret",
  SMS_FROM: "+15005550006",
};

describe("messagingFromSettings", () => {
  it("uses the outbox for both channels when nothing is configured", () => {
    const { mailer, sms } = messagingFromSettings({}, db, log);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect(sms).toBeInstanceOf(OutboxSmsSender);
  });

  it("treats blank values as not configured", () => {
    const { mailer, sms } = messagingFromSettings({ SMTP_URL: " ", SMS_GATEWAY_URL: "" }, db, log);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect(sms).toBeInstanceOf(OutboxSmsSender);
  });

  it("chooses each channel on its own", () => {
    const mailOnly = messagingFromSettings({ SMTP_URL: "smtp://relay.local:25" }, db, log);
    expect(mailOnly.mailer).toBeInstanceOf(SmtpMailer);
    expect(mailOnly.sms).toBeInstanceOf(OutboxSmsSender);

    const smsOnly = messagingFromSettings(gateway, db, log);
    expect(smsOnly.mailer).toBeInstanceOf(OutboxMailer);
    expect(smsOnly.sms).toBeInstanceOf(HttpSmsSender);
  });

  it("refuses a gateway without its account, token or sender, naming what is missing", () => {
    expect(() => messagingFromSettings({ SMS_GATEWAY_URL: gateway.SMS_GATEWAY_URL, SMS_GATEWAY_ACCOUNT: "AC42" }, db, log)).toThrow(
      "SMS_GATEWAY_URL is set, so SMS_GATEWAY_TOKEN, SMS_FROM must be set too",
    );
  });
});

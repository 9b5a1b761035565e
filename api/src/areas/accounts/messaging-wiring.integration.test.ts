import { Writable } from "node:stream";
import { openDatabase } from "@kominote/adapters/db/database";
import { migrateToLatest } from "@kominote/adapters/db/migrate";
import { HttpSmsSender } from "@kominote/adapters/messaging/http-sms-sender";
import { OutboxMailer } from "@kominote/adapters/messaging/outbox-mailer";
import { SmtpMailer } from "@kominote/adapters/messaging/smtp-mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createContainer } from "../../container";
import { createLogger } from "../../http/logger";
import { resolve, type Database } from "../../tokens";
import { accountsTokens } from "./tokens";

let database: Database;
const lines: string[] = [];
const logger = createLogger(
  "info",
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
const containerWith = (settings: Record<string, string>) =>
  createContainer({ config: loadConfig({ NODE_ENV: "test", ...settings }), database, logger });

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  await migrateToLatest(database);
});
afterAll(() => database.destroy());

describe("mail and SMS in the composition root", () => {
  it("keeps messages in the outbox and prints them to the log when nothing is configured", async () => {
    const container = containerWith({});
    expect(resolve(container, accountsTokens.mailer)).toBeInstanceOf(OutboxMailer);

    await resolve(container, accountsTokens.sms).send({ to: "+50937123456", body: "Kòd Kominote ou: 482913." });

    const row = (await database("outbox_messages").where({ to: "+50937123456" }).first("channel", "body")) as unknown;
    expect(row).toEqual({ channel: "sms", body: "Kòd Kominote ou: 482913." });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; outbox?: { channel: string; to: string } });
    expect(logged.at(-1)?.outbox).toMatchObject({ channel: "sms", to: "+50937123456" });
    expect(logged.at(-1)?.msg).toContain("Kòd Kominote ou: 482913.");
  });

  it("uses SMTP and the SMS gateway when they are configured", () => {
    const container = containerWith({
      SMTP_URL: "smtp://relay.example.org:25",
      SMS_GATEWAY_URL: "https://api.twilio.com/2010-04-01",
      SMS_GATEWAY_ACCOUNT: "AC42",
      SMS_GATEWAY_TOKEN: "gw-t0ken",
      SMS_FROM: "+15005550006",
    });
    const mailer = resolve(container, accountsTokens.mailer);
    expect(mailer).toBeInstanceOf(SmtpMailer);
    expect(resolve(container, accountsTokens.sms)).toBeInstanceOf(HttpSmsSender);
    (mailer as SmtpMailer).close();
  });

  it("stops at start-up when the SMS gateway is half configured", () => {
    expect(() => containerWith({ SMS_GATEWAY_URL: "https://api.twilio.com/2010-04-01" })).toThrow(
      /SMS_GATEWAY_ACCOUNT, SMS_GATEWAY_TOKEN, SMS_FROM/,
    );
  });
});

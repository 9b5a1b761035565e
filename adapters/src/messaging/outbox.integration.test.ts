import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { formatOutboxMessage, outboxMessageJson } from "./outbox-format";
import { OutboxMailer } from "./outbox-mailer";
import { OutboxSmsSender } from "./outbox-sms-sender";
import { listOutboxMessages, type OutboxMessage } from "./outbox-store";

describe.each(testDatabaseTargets())("outbox on $name", (target) => {
  let database: TestDatabase;
  const logged: OutboxMessage[] = [];
  const log = (message: OutboxMessage) => logged.push(message);

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    logged.length = 0;
    await database.db("outbox_messages").delete();
  });

  it("keeps an e-mail with both parts and hands it to the log", async () => {
    await new OutboxMailer(database.db, log).send({
      to: "mari@example.ht",
      subject: "Kòd koneksyon Kominote ou",
      text: "Men kòd ou: 482913\n",
      html: "<p>482913</p>",
    });

    const [stored] = await listOutboxMessages(database.db, { limit: 5 });
    expect(stored).toMatchObject({
      channel: "email",
      to: "mari@example.ht",
      subject: "Kòd koneksyon Kominote ou",
      body: "Men kòd ou: 482913\n",
      html: "<p>482913</p>",
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(logged).toEqual([stored]);
  });

  it("keeps a text message without subject or HTML", async () => {
    await new OutboxSmsSender(database.db, log).send({ to: "+50937123456", body: "Kòd Kominote ou: 482913." });

    const [stored] = await listOutboxMessages(database.db, { limit: 5 });
    expect(stored).toMatchObject({ channel: "sms", to: "+50937123456", subject: null, html: null, body: "Kòd Kominote ou: 482913." });
    expect(logged).toHaveLength(1);
  });

  it("lists the newest first, up to the limit", async () => {
    const sms = new OutboxSmsSender(database.db, log);
    for (const body of ["first", "second", "third"]) await sms.send({ to: "+50937123456", body });

    const listed = await listOutboxMessages(database.db, { limit: 2 });
    expect(listed.map((message) => message.body)).toEqual(["third", "second"]);
  });

  it("refuses a channel other than e-mail or SMS", async () => {
    await expect(
      database.db("outbox_messages").insert({ channel: "fax", to: "x", body: "y" }),
    ).rejects.toThrow(/outbox_messages_channel_check/);
  });
});

describe("outbox formatting", () => {
  const email: OutboxMessage = {
    id: 7,
    channel: "email",
    to: "mari@example.ht",
    subject: "Konfime adrès imèl ou",
    body: "Bonjou Mari,\n\nhttps://kominote.ht/verify-email?token=abc\n",
    html: "<p>Bonjou</p>",
    createdAt: new Date("2026-11-22T04:30:00.000Z"),
  };

  it("reads as a header then the plain text", () => {
    expect(formatOutboxMessage(email)).toBe(
      [
        "E-mail to mari@example.ht at 2026-11-22T04:30:00.000Z",
        "Subject: Konfime adrès imèl ou",
        "",
        "Bonjou Mari,",
        "",
        "https://kominote.ht/verify-email?token=abc",
      ].join("\n"),
    );
    expect(formatOutboxMessage({ ...email, channel: "sms", subject: null, html: null, body: "Kòd: 1" })).toBe(
      "SMS to mari@example.ht at 2026-11-22T04:30:00.000Z\n\nKòd: 1",
    );
  });

  it("gives one JSON object per message with an ISO time", () => {
    expect(JSON.parse(outboxMessageJson(email))).toEqual({
      id: 7,
      channel: "email",
      to: "mari@example.ht",
      subject: "Konfime adrès imèl ou",
      body: email.body,
      html: "<p>Bonjou</p>",
      createdAt: "2026-11-22T04:30:00.000Z",
    });
  });
});

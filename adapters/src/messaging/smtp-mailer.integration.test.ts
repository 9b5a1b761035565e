import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { composeLoginCodeEmail } from "@kominote/core/messaging/compose";
import type { Knex } from "knex";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messagingFromSettings } from "./messaging-from-settings";
import { SmtpMailer } from "./smtp-mailer";

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A local SMTP server that accepts one account and records what it receives. */
let server: SMTPServer;
let port: number;
const received: Received[] = [];
let refuseData = false;

beforeAll(async () => {
  server = new SMTPServer({
    // No certificate here: the mailer must talk plain SMTP to it.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "kominote" && auth.password === "s3cret pass") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuseData) {
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === "string" ? session.user : undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  refuseData = false;
});

// Just enough MIME decoding to read back what nodemailer encoded.
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeHeaderWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );

const header = (raw: string, name: string): string | undefined => {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeHeaderWords(line.slice(name.length + 1).trim());
};

/** The decoded body of the part with this content type. */
const part = (raw: string, contentType: string): string | undefined => {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (boundary === undefined) return undefined;
  for (const section of raw.split(`--${boundary}`)) {
    const [head = "", ...rest] = section.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    if (!head.toLowerCase().includes(`content-type: ${contentType}`)) continue;
    const body = rest.join("\r\n\r\n").replace(/\r?\n$/, "");
    if (/content-transfer-encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
    return body;
  }
  return undefined;
};

describe("SmtpMailer", () => {
  it("delivers the message to the SMTP server with the envelope, subject and both parts", async () => {
    const mailer = new SmtpMailer({
      url: `smtp://kominote:${encodeURIComponent("s3cret pass")}@127.0.0.1:${port}`,
      from: "Kominote <no-reply@kominote.ht>",
    });
    const email = composeLoginCodeEmail("ht", { code: "482913", minutes: 10 });

    await mailer.send({ to: "mari@example.ht", ...email });
    mailer.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.user).toBe("kominote");
    expect(message?.from).toBe("no-reply@kominote.ht");
    expect(message?.to).toEqual(["mari@example.ht"]);
    const raw = message?.raw ?? "";
    expect(header(raw, "Subject")).toBe("Kòd koneksyon Kominote ou");
    expect(header(raw, "From")).toBe("Kominote <no-reply@kominote.ht>");
    expect(header(raw, "To")).toBe("mari@example.ht");
    expect(part(raw, "text/plain")?.replace(/\r\n/g, "\n")).toBe(email.text);
    expect(part(raw, "text/html")?.replace(/\r\n/g, "\n")).toBe(email.html);
  });

  it("sends from the default address when SMTP_URL is set without MAIL_FROM", async () => {
    const { mailer } = messagingFromSettings(
      { SMTP_URL: `smtp://kominote:${encodeURIComponent("s3cret pass")}@127.0.0.1:${port}` },
      {} as Knex,
      () => undefined,
    );
    await mailer.send({ to: "jan@example.ht", subject: "Test", text: "Bonjou" });
    (mailer as SmtpMailer).close();

    expect(received.map((message) => message.from)).toEqual(["no-reply@kominote.ht"]);
    expect(header(received[0]?.raw ?? "", "From")).toBe("Kominote <no-reply@kominote.ht>");
  });

  it("throws when the server refuses the message", async () => {
    refuseData = true;
    const mailer = new SmtpMailer({
      url: `smtp://kominote:${encodeURIComponent("s3cret pass")}@127.0.0.1:${port}`,
      from: "Kominote <no-reply@kominote.ht>",
    });
    await expect(mailer.send({ to: "mari@example.ht", subject: "Test", text: "Bonjou" })).rejects.toThrow(/550/);
    mailer.close();
  });

  it("throws when the credentials are refused", async () => {
    const mailer = new SmtpMailer({
      url: `smtp://kominote:wrong@127.0.0.1:${port}`,
      from: "Kominote <no-reply@kominote.ht>",
    });
    await expect(mailer.send({ to: "mari@example.ht", subject: "Test", text: "Bonjou" })).rejects.toThrow();
    expect(received).toHaveLength(0);
    mailer.close();
  });

  describe("against a server that never answers", () => {
    let silent: Server;
    let silentPort: number;
    beforeAll(async () => {
      // Accepts the connection and says nothing: the greeting never comes.
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      silentPort = (silent.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it("gives up after the timeout", async () => {
      const mailer = new SmtpMailer({
        url: `smtp://127.0.0.1:${silentPort}`,
        from: "Kominote <no-reply@kominote.ht>",
        timeoutMs: 300,
      });
      const started = Date.now();
      await expect(mailer.send({ to: "mari@example.ht", subject: "Test", text: "Bonjou" })).rejects.toMatchObject({ code: "ETIMEDOUT" });
      expect(Date.now() - started).toBeLessThan(5_000);
      mailer.close();
    });
  });
});

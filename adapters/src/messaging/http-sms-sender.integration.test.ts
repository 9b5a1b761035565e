import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpSmsSender, SmsGatewayError } from "./http-sms-sender";

/** A stand-in Twilio-style gateway whose answer each test sets. */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handle: Handler;
const received: { method: string | undefined; path: string | undefined; authorization: string | undefined; contentType: string | undefined; form: Record<string, string> }[] = [];
let server: Server;
let baseUrl: string;

const token = "tok-9f8e7d6c5b4a";

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += String(chunk)));
    request.on("end", () => {
      received.push({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      handle(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  handle = (_request, response) => {
    response.writeHead(201, { "content-type": "application/json" });
    response.end(JSON.stringify({ sid: "SM123", status: "queued" }));
  };
});

const sender = (timeoutMs?: number) =>
  new HttpSmsSender({
    url: `${baseUrl}/`,
    account: "AC42",
    token,
    from: "+15005550006",
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

describe("HttpSmsSender", () => {
  it("posts the form to the account's Messages resource with Basic authentication", async () => {
    await sender().send({ to: "+50937123456", body: "Kòd Kominote ou: 482913. Pa bay pèsonn li." });

    expect(received).toEqual([
      {
        method: "POST",
        path: "/2010-04-01/Accounts/AC42/Messages.json",
        authorization: `Basic ${Buffer.from(`AC42:${token}`).toString("base64")}`,
        contentType: "application/x-www-form-urlencoded",
        form: { To: "+50937123456", From: "+15005550006", Body: "Kòd Kominote ou: 482913. Pa bay pèsonn li." },
      },
    ]);
  });

  it("throws with the gateway's status and error code, never the token", async () => {
    handle = (_request, response) => {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: 21211, message: `Invalid 'To' Phone Number (auth ${token})`, status: 400 }));
    };
    const failure = await sender()
      .send({ to: "+1", body: "Kòd" })
      .then(() => undefined, (error: unknown) => error);

    expect(failure).toBeInstanceOf(SmsGatewayError);
    expect((failure as SmsGatewayError).status).toBe(400);
    expect((failure as Error).message).toBe("the SMS gateway refused the message: HTTP 400 (gateway code 21211)");
    expect(JSON.stringify(failure)).not.toContain(token);
    expect(String((failure as Error).stack)).not.toContain(token);
  });

  it("throws on a server error without a JSON body", async () => {
    handle = (_request, response) => {
      response.writeHead(503);
      response.end("busy");
    };
    await expect(sender().send({ to: "+50937123456", body: "Kòd" })).rejects.toThrow(
      "the SMS gateway refused the message: HTTP 503",
    );
  });

  it("gives up when the gateway does not answer in time", async () => {
    handle = () => undefined; // never answers
    const started = Date.now();
    await expect(sender(200).send({ to: "+50937123456", body: "Kòd" })).rejects.toThrow(
      "the SMS gateway did not answer in time",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("throws when the gateway cannot be reached", async () => {
    const unreachable = new HttpSmsSender({ url: "http://127.0.0.1:1", account: "AC42", token, from: "+15005550006" });
    const failure = await unreachable.send({ to: "+50937123456", body: "Kòd" }).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/^the SMS gateway could not be reached/);
    expect((failure as Error).message).not.toContain(token);
  });
});

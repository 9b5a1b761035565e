import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

interface StreamEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

const eventsOf = (body: string): StreamEvent[] =>
  body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => ({
      event: /^event: (.+)$/mu.exec(block)?.[1] ?? "",
      data: JSON.parse(/^data: (.+)$/mu.exec(block)?.[1] ?? "null") as Record<string, unknown>,
    }));

const ask = (origin: string, question: unknown, headers: Record<string, string>) =>
  fetch(`${origin}/api/ai/ask`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "fetch", ...headers },
    body: JSON.stringify({ question }),
  });

describe("POST /api/ai/ask with the embedded assistant", () => {
  let testApp: TestApp;
  let origin: string;
  let signIn: ReturnType<typeof signInMembers>;
  let marie: SignedInMember;

  beforeAll(async () => {
    testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
    // Over a real socket, not app.inject: the stream takes over the raw response.
    origin = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    signIn = signInMembers(testApp);
    marie = await signIn("Marie Joseph");
  });
  afterAll(() => testApp.close());

  it("refuses a visitor", async () => {
    const response = await ask(origin, "Kijan pou m jwenn yon kat idantifikasyon?", {});
    expect(response.status).toBe(401);
  });

  it("refuses an empty or too long question with the field error in the reader's language", async () => {
    const member = await signIn("Jak Pyè");
    const empty = await ask(origin, "   ", { cookie: member.cookie, "accept-language": "fr" });
    expect(empty.status).toBe(400);
    expect((await empty.json()) as unknown).toMatchObject({ code: "REQUEST.INVALID", fields: { question: "Veuillez écrire votre question." } });
    const long = await ask(origin, "a".repeat(1001), { cookie: member.cookie, accept: "text/event-stream" });
    expect(long.status).toBe(400);
    expect(long.headers.get("content-type")).toMatch(/application\/json/u);
    expect((await long.json()) as unknown).toMatchObject({ fields: { question: "Kesyon an twò long: pa plis pase 1000 karaktè." } });
    const missing = await fetch(`${origin}/api/ai/ask`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "fetch", cookie: member.cookie },
      body: JSON.stringify({ text: "?" }),
    });
    expect(missing.status).toBe(400);
  });

  it("answers a member in JSON, citing the agency and the task that answer the question", async () => {
    const response = await ask(origin, "Kijan pou m jwenn yon kat idantifikasyon nasyonal?", { cookie: marie.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; sources: { title: string; href: string }[] };
    expect(body.response).toMatch(/^Men sa m jwenn sou Kominote:/u);
    expect(body.response).toContain("ONI");
    expect(body.sources).toContainEqual({ title: "Office National d'Identification (ONI)", href: "/government-agencies?q=ONI" });
    expect(body.sources.every((source) => source.href.startsWith("/"))).toBe(true);
  });

  it("streams sources, then the answer's pieces, then done with the whole answer", async () => {
    const started = Date.now();
    const response = await ask(origin, "Where can I get a passport?", { cookie: marie.cookie, accept: "text/event-stream" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = eventsOf(await response.text());
    expect(Date.now() - started).toBeLessThan(5_000);
    const names = events.map((event) => event.event);
    expect(names[0]).toBe("sources");
    expect(names.at(-1)).toBe("done");
    expect(names.slice(1, -1).every((name) => name === "delta")).toBe(true);
    expect(names.length).toBeGreaterThan(3);
    const sources = events[0]?.data.sources as { href: string }[];
    expect(sources.map((source) => source.href)).toContain("/government-agencies?q=DIE");
    const done = events.at(-1)?.data;
    const pieces = events.filter((event) => event.event === "delta").map((event) => event.data.text as string);
    expect(done).toEqual({ response: pieces.join(""), sources, answered: true });
    expect(done?.response).toMatch(/^Here is what I found on Kominote:/u);
  });

  it("says honestly that it does not know, in the stream and in JSON", async () => {
    const streamed = eventsOf(
      await (await ask(origin, "Qui a gagné la Coupe du monde 1998 ?", { cookie: marie.cookie, accept: "text/event-stream" })).text(),
    );
    expect(streamed.at(-1)?.data).toMatchObject({ answered: false });
    expect(streamed.at(-1)?.data.response).toMatch(/^Je n'ai pas trouvé de réponse/u);
    const whole = (await (await ask(origin, "What is the capital of France?", { cookie: marie.cookie })).json()) as {
      response: string;
      sources: { href: string }[];
    };
    expect(whole.response).toMatch(/^I did not find an answer/u);
    expect(whole.sources.map((source) => source.href)).toEqual(["/choose-service", "/government-agencies"]);
  });

  it("tells the member their own points", async () => {
    const member = await signIn("Pòl Jozèf");
    const body = (await (await ask(origin, "Konbyen pwen mwen genyen?", { cookie: member.cookie })).json()) as {
      response: string;
      sources: { href: string }[];
    };
    expect(body.sources[0]?.href).toBe("/account");
    expect(body.response).toContain("Ou gen 0 pwen");
  });

  it("allows 20 questions per member per 10 minutes, then answers 429 with Retry-After in the reader's language", async () => {
    const member = await signIn("Lisa Senfò");
    for (let index = 0; index < 20; index++) {
      const response = await ask(origin, "paspò", { cookie: member.cookie });
      expect(response.status).toBe(200);
    }
    const refused = await ask(origin, "paspò", { cookie: member.cookie, "accept-language": "en", accept: "text/event-stream" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()) as unknown).toMatchObject({ code: "REQUEST.RATE_LIMITED", message: "You sent too many requests. Please wait a moment and try again." });
    // Another member keeps their own allowance.
    expect((await ask(origin, "paspò", { cookie: marie.cookie })).status).toBe(200);
  });
});

describe("POST /api/ai/ask with a model that fails", () => {
  let testApp: TestApp;
  let origin: string;
  let model: Server;
  let member: SignedInMember;
  let mode: "stall-midway" | "busy" = "busy";

  beforeAll(async () => {
    model = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        if (mode === "busy") {
          response.writeHead(429, { "content-type": "application/json" });
          response.end('{"error":{"message":"rate limited"}}');
          return;
        }
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: "Ale nan biwo " } }] })}\n\n`);
      });
    });
    await new Promise<void>((done) => model.listen(0, "127.0.0.1", done));
    const modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    testApp = await createTestApp({
      settings: { SESSION_SECRET: testSessionSecret, AI_BASE_URL: modelUrl, AI_MODEL: "test", AI_TIMEOUT_MS: "300" },
    });
    origin = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    member = await signInMembers(testApp)("Marie Joseph");
  });
  afterAll(async () => {
    await testApp.close();
    model.closeAllConnections();
    await new Promise((done) => model.close(done));
  });

  it("answers the spec's AI failure text as JSON 503 when the model refuses", async () => {
    mode = "busy";
    const response = await ask(origin, "Kijan pou m jwenn yon kat idantifikasyon?", { cookie: member.cookie });
    expect(response.status).toBe(503);
    expect((await response.json()) as unknown).toEqual({ code: "ASSISTANT.UNAVAILABLE", message: "Echèk nan sistèm AI an" });
  });

  it("ends a started stream with an error event in the reader's language when the model stalls", async () => {
    mode = "stall-midway";
    const response = await ask(origin, "How do I get a national ID card?", {
      cookie: member.cookie,
      accept: "text/event-stream",
      "accept-language": "fr",
    });
    expect(response.status).toBe(200);
    const events = eventsOf(await response.text());
    expect(events.map((event) => event.event)).toEqual(["sources", "delta", "error"]);
    expect(events[1]?.data).toEqual({ text: "Ale nan biwo " });
    expect(events[2]?.data).toEqual({ code: "ASSISTANT.UNAVAILABLE", message: "Échec du système d'IA" });
  });

  it("does not ask the model when the content does not answer the question", async () => {
    mode = "busy";
    const response = await ask(origin, "Who won the 1998 World Cup?", { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { response: string }).response).toMatch(/^I did not find an answer/u);
  });
});

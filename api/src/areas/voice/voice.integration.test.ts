import { CachedSpeechSynthesizer } from "@kominote/adapters/voice/cached-speech-synthesizer";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { resolve } from "../../tokens";
import { voiceTokens } from "./tokens";
import { mp3Header } from "@kominote/core/testing/mp3-header";

let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let marie: SignedInMember;
let nextAddress = 1;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
});
afterAll(() => testApp.close());

/** Each call from its own address, so only the per-member limit can refuse one. */
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: `10.9.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`, ...options });

const speak = (member: SignedInMember | null, payload: unknown, language = "ht") =>
  inject({
    method: "POST",
    url: "/api/ai/voice",
    headers: {
      "x-requested-with": "fetch",
      "accept-language": language,
      ...(member === null ? {} : { cookie: member.cookie }),
    },
    payload: payload as InjectOptions["payload"],
  });

describe("POST /api/ai/voice", () => {
  it("answers an MP3 of the answer in its language's voice", async () => {
    const response = await speak(marie, { text: "Ou ka jwenn kat idantifikasyon nasyonal ou nan biwo ONI ki pi pre w la.", language: "ht" }, "fr");

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
    expect(response.headers["content-language"]).toBe("ht");
    const audio = response.rawPayload;
    expect(mp3Header(audio)).toEqual({ layer: 3, sampleRate: 22050, bitrateKbps: 32, channels: 1 });
    // Some 5 s of speech at 4 KB a second (its WAV would be over 200 KB).
    expect(audio.byteLength).toBeGreaterThan(10_000);
    expect(audio.byteLength).toBeLessThan(100_000);
  });

  it("sends the audio as it is, whatever encodings the browser accepts", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/ai/voice",
      headers: { "x-requested-with": "fetch", cookie: marie.cookie, "accept-encoding": "br, gzip" },
      payload: { text: "Bonjou" },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.byteLength);
    expect(mp3Header(response.rawPayload)).not.toBeNull();
  });

  it("reads in the requester's language when the text's language is not named", async () => {
    const response = await speak(marie, { text: "Bonjour à tous" }, "fr");

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-language"]).toBe("fr");
  });

  it("keeps what it read, so the same answer again costs no synthesis", async () => {
    const cache = resolve(testApp.container, voiceTokens.speechSynthesizer);
    expect(cache).toBeInstanceOf(CachedSpeechSynthesizer);
    const text = { text: "Mèsi paske ou itilize Kominote.", language: "ht" };

    const first = await speak(marie, text);
    const kept = (cache as CachedSpeechSynthesizer).keptBytes;
    const again = await speak(marie, text);

    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((cache as CachedSpeechSynthesizer).keptBytes).toBe(kept);
  });

  it("refuses an empty text or one longer than 1000 characters with the field's message", async () => {
    const empty = await speak(marie, { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { text: "Pa gen tèks pou li." } });

    const long = await speak(marie, { text: "a".repeat(1001) }, "en");
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: "REQUEST.INVALID",
      fields: { text: "The text to read cannot be longer than 1000 characters." },
    });

    // Exactly at the limit once trimmed is accepted.
    const atLimit = await speak(marie, { text: ` ${"Bonjou. ".repeat(125).slice(0, 1000)} ` });
    expect(atLimit.statusCode).toBe(200);
  });

  it("refuses a language it has no voice for and a missing text", async () => {
    const unknown = await speak(marie, { text: "Hallo", language: "de" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { language: expect.any(String) } });

    const missing = await speak(marie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { text: expect.any(String) } });
  });

  it("is for members only", async () => {
    const response = await speak(null, { text: "Bonjou" });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "AUTH.REQUIRED" });
  });

  it("lets one member ask 40 times in 10 minutes, then says to wait", async () => {
    const jean = await signIn("Jean Pierre");
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await speak(jean, { text: "Bonjou" })).statusCode);

    expect(statuses).toEqual([...Array<number>(40).fill(200), 429]);
    const refused = await speak(jean, { text: "Bonjou" });
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another member is not held by Jean's count.
    expect((await speak(await signIn("Rose Pierre"), { text: "Bonjou" })).statusCode).toBe(200);
  });
});

import type { Language } from "@kominote/core/i18n/languages";
import type { SpeechSynthesizer } from "@kominote/core/ports/speech-synthesizer";
import { describe, expect, it } from "vitest";
import { CachedSpeechSynthesizer } from "./cached-speech-synthesizer";

/** Answers `size` bytes per text (the size named by the text's length) and counts its calls. */
const countingSynthesizer = () => {
  const calls: string[] = [];
  let failNext = false;
  const synthesizer: SpeechSynthesizer = {
    synthesize: async (text: string, language: Language) => {
      calls.push(`${language}:${text}`);
      if (failNext) {
        failNext = false;
        throw new Error("engine stopped");
      }
      return new Uint8Array(text.length * 10);
    },
  };
  return { synthesizer, calls, failOnce: () => (failNext = true) };
};

describe("CachedSpeechSynthesizer", () => {
  it("reads a text once per language, then answers the same audio", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cached = new CachedSpeechSynthesizer(synthesizer, 1000);

    const first = await cached.synthesize("Bonjou", "ht");
    const again = await cached.synthesize("Bonjou", "ht");
    await cached.synthesize("Bonjou", "fr");

    expect(again).toBe(first);
    expect(calls).toEqual(["ht:Bonjou", "fr:Bonjou"]);
  });

  it("shares one synthesis between requests for the same text at the same time", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cached = new CachedSpeechSynthesizer(synthesizer, 1000);

    const [a, b] = await Promise.all([cached.synthesize("Mèsi", "ht"), cached.synthesize("Mèsi", "ht")]);

    expect(a).toBe(b);
    expect(calls).toEqual(["ht:Mèsi"]);
  });

  it("keeps no more than its byte cap, forgetting the least recently read first", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cached = new CachedSpeechSynthesizer(synthesizer, 100);

    await cached.synthesize("aaaa", "ht"); // 40 bytes
    await cached.synthesize("bbbb", "ht"); // 40 bytes
    await cached.synthesize("aaaa", "ht"); // read again: "bbbb" is now the oldest
    await cached.synthesize("cccc", "ht"); // 120 > 100: "bbbb" goes
    expect(cached.keptBytes).toBe(80);

    await cached.synthesize("aaaa", "ht");
    await cached.synthesize("bbbb", "ht");
    expect(calls).toEqual(["ht:aaaa", "ht:bbbb", "ht:cccc", "ht:bbbb"]);
    expect(cached.keptBytes).toBeLessThanOrEqual(100);
  });

  it("answers but does not keep an audio larger than the whole cap", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cached = new CachedSpeechSynthesizer(synthesizer, 50);

    expect((await cached.synthesize("a long answer", "en")).byteLength).toBe(130);
    await cached.synthesize("a long answer", "en");

    expect(cached.keptBytes).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it("keeps no failure: the next request tries again", async () => {
    const { synthesizer, calls, failOnce } = countingSynthesizer();
    const cached = new CachedSpeechSynthesizer(synthesizer, 1000);
    failOnce();

    await expect(cached.synthesize("Bonjou", "ht")).rejects.toThrow("engine stopped");
    await expect(cached.synthesize("Bonjou", "ht")).resolves.toHaveLength(60);
    expect(calls).toHaveLength(2);
  });
});

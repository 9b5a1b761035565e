import { mp3Header } from "@kominote/core/testing/mp3-header";
import { afterAll, describe, expect, it } from "vitest";
import { EspeakSpeechSynthesizer } from "./espeak-speech-synthesizer";

/** What espeak-ng's voice is encoded as: MPEG-2 layer III, its own 22,050 Hz, mono, 32 kbit/s. */
const voiceFormat = { layer: 3, sampleRate: 22050, bitrateKbps: 32, channels: 1 };

describe("EspeakSpeechSynthesizer", () => {
  const synthesizer = new EspeakSpeechSynthesizer();
  afterAll(() => synthesizer.close());

  it("reads Creole in the ht voice as an MP3 with sound in it, a tenth of the WAV the engine writes", async () => {
    const audio = await synthesizer.synthesize("Bonjou, kijan ou ye? Lopital la louvri jodi a.", "ht");

    expect(mp3Header(audio)).toEqual(voiceFormat);
    // About 3 s of speech at 4 KB a second: far more than a header, far less than its WAV (44 KB a second).
    expect(audio.byteLength).toBeGreaterThan(6_000);
    expect(audio.byteLength).toBeLessThan(3 * 44_100 / 5);
    expect(audio.subarray(1_000).some((byte) => byte !== 0)).toBe(true);
  });

  it("has a voice for each of the five languages", async () => {
    for (const language of ["fr", "en", "es", "pt"] as const) {
      expect(mp3Header(await synthesizer.synthesize("Kominote", language))).toEqual(voiceFormat);
    }
  });

  it("reads a text that looks like an option instead of obeying it", async () => {
    const plain = await synthesizer.synthesize("v", "en");
    const dashed = await synthesizer.synthesize("-v zz", "en");

    expect(mp3Header(dashed)).toEqual(voiceFormat);
    expect(dashed.byteLength).toBeGreaterThan(plain.byteLength);
  });

  it("fails the request, then works again, when synthesis outlasts its time", async () => {
    const impatient = new EspeakSpeechSynthesizer({ timeoutMs: 1 });
    await expect(impatient.synthesize("Bonjou", "ht")).rejects.toThrow(/longer than 1 ms/);
    await impatient.close();

    await expect(synthesizer.synthesize("Bonjou", "ht")).resolves.toBeInstanceOf(Uint8Array);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { EspeakSpeechSynthesizer } from "./espeak-speech-synthesizer";

const ascii = (bytes: Uint8Array, from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));

/** The parts of a WAV header a browser's audio element relies on. */
const wavHeader = (wav: Uint8Array) => {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return {
    riff: ascii(wav, 0, 4),
    wave: ascii(wav, 8, 12),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
  };
};

describe("EspeakSpeechSynthesizer", () => {
  const synthesizer = new EspeakSpeechSynthesizer();
  afterAll(() => synthesizer.close());

  it("reads Creole in the ht voice as a 16-bit PCM WAV with sound in it", async () => {
    const wav = await synthesizer.synthesize("Bonjou, kijan ou ye? Lopital la louvri jodi a.", "ht");

    expect(wavHeader(wav)).toEqual({ riff: "RIFF", wave: "WAVE", format: 1, channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    // About 1 s of speech or more: far more than a header.
    expect(wav.byteLength).toBeGreaterThan(22050 * 2);
    expect(wav.subarray(44).some((byte) => byte !== 0)).toBe(true);
  });

  it("has a voice for each of the five languages", async () => {
    for (const language of ["fr", "en", "es", "pt"] as const) {
      const wav = await synthesizer.synthesize("Kominote", language);
      expect(ascii(wav, 0, 4)).toBe("RIFF");
    }
  });

  it("reads a text that looks like an option instead of obeying it", async () => {
    const plain = await synthesizer.synthesize("v", "en");
    const dashed = await synthesizer.synthesize("-v zz", "en");

    expect(ascii(dashed, 0, 4)).toBe("RIFF");
    expect(dashed.byteLength).toBeGreaterThan(plain.byteLength);
  });

  it("fails the request, then works again, when synthesis outlasts its time", async () => {
    const impatient = new EspeakSpeechSynthesizer({ timeoutMs: 1 });
    await expect(impatient.synthesize("Bonjou", "ht")).rejects.toThrow(/longer than 1 ms/);
    await impatient.close();

    await expect(synthesizer.synthesize("Bonjou", "ht")).resolves.toBeInstanceOf(Uint8Array);
  });
});

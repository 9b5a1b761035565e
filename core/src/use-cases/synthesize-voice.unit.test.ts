import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Language } from "../i18n/languages";
import type { SpeechSynthesizer } from "../ports/speech-synthesizer";
import { makeSynthesizeVoice, type SynthesizeVoiceInput } from "./synthesize-voice";

/** Stand-in audio: one byte per character code (below 256 in these tests). */
const bytesOf = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** A synthesizer that records what it was asked and answers the text's bytes as "audio". */
const recordingSynthesizer = () => {
  const calls: { text: string; language: Language }[] = [];
  const synthesizer: SpeechSynthesizer = {
    synthesize: async (text, language) => {
      calls.push({ text, language });
      return bytesOf(`${language}:${text}`);
    },
  };
  return { synthesizer, calls };
};

const run = (synthesizer: SpeechSynthesizer, input: SynthesizeVoiceInput, onSynthesizerFailure?: (cause: unknown) => void) =>
  Effect.runPromise(Effect.result(makeSynthesizeVoice({ synthesizer, onSynthesizerFailure })(input)));

describe("synthesizeVoice", () => {
  it("reads the text in the language the client names, whatever the requester's language", async () => {
    const { synthesizer, calls } = recordingSynthesizer();

    const result = await run(synthesizer, { text: "Bonjou", language: "ht", requesterLanguage: "fr" });

    expect(result).toEqual(Result.succeed({ audio: bytesOf("ht:Bonjou"), language: "ht" }));
    expect(calls).toEqual([{ text: "Bonjou", language: "ht" }]);
  });

  it("reads in the requester's language when the client names none", async () => {
    const { synthesizer, calls } = recordingSynthesizer();

    await run(synthesizer, { text: "Buenos días", requesterLanguage: "es" });

    expect(calls).toEqual([{ text: "Buenos días", language: "es" }]);
  });

  it("answers unavailable and tells the logger when the synthesizer fails", async () => {
    const failures: unknown[] = [];
    const broken: SpeechSynthesizer = { synthesize: async () => Promise.reject(new Error("engine stopped")) };

    const result = await run(broken, { text: "Bonjou", requesterLanguage: "ht" }, (cause) => failures.push(cause));

    expect(Result.isFailure(result)).toBe(true);
    if (Result.isFailure(result)) expect(result.failure).toMatchObject({ code: "SERVER.UNAVAILABLE", messageKey: "voice.unavailable" });
    expect(failures).toEqual([new Error("engine stopped")]);
  });
});

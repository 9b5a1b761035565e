import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { SpeechSynthesizer } from "../ports/speech-synthesizer";
import { spokenLanguage } from "../rules/spoken-text";

export interface SynthesizeVoiceInput {
  /** Already trimmed and within maxSpokenTextLength (the request schema checked it). */
  readonly text: string;
  /** The language the text is written in, when the client names it. */
  readonly language?: Language | undefined;
  /** The requester's language, read when the client names none. */
  readonly requesterLanguage: Language;
}

/**
 * Reads an answer aloud in the voice of its language. The voice only accompanies a text the
 * member already reads on the screen, so a synthesizer failure is told to the logger and answered
 * as "unavailable right now" (503), never as the member's fault.
 */
export const makeSynthesizeVoice =
  ({
    synthesizer,
    onSynthesizerFailure,
  }: {
    synthesizer: SpeechSynthesizer;
    onSynthesizerFailure?: (cause: unknown) => void;
  }) =>
  ({ text, language, requesterLanguage }: SynthesizeVoiceInput): Effect.Effect<{ audio: Uint8Array; language: Language }, DomainError> =>
    Effect.gen(function* () {
      const voice = spokenLanguage(language, requesterLanguage);
      const audio = yield* Effect.promise(async () => {
        try {
          return await synthesizer.synthesize(text, voice);
        } catch (cause) {
          onSynthesizerFailure?.(cause);
          return null;
        }
      });
      if (audio === null) return yield* Effect.fail(domainError("SERVER.UNAVAILABLE", "voice.unavailable"));
      return { audio, language: voice };
    });

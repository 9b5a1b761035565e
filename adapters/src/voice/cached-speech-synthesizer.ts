import type { Language } from "@kominote/core/i18n/languages";
import type { SpeechSynthesizer } from "@kominote/core/ports/speech-synthesizer";

/**
 * Keeps the audio of texts already read, by text and language, up to `maxBytes` of audio: the
 * same answer read again (a replay, the same question from another member) costs a map lookup.
 * The least recently read audio goes first when the cap is reached; an audio larger than the whole
 * cap is answered but not kept. Two requests for the same text at once share one synthesis.
 * A failure is not kept: the next request tries again.
 */
export class CachedSpeechSynthesizer implements SpeechSynthesizer {
  private readonly audio = new Map<string, Uint8Array>();
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(
    private readonly synthesizer: SpeechSynthesizer,
    private readonly maxBytes: number,
  ) {}

  /** Bytes of audio kept now (for tests and benchmarks). */
  get keptBytes(): number {
    return this.bytes;
  }

  synthesize(text: string, language: Language): Promise<Uint8Array> {
    const key = `${language}\u0000${text}`;
    const kept = this.audio.get(key);
    if (kept !== undefined) {
      // Read again: it becomes the most recently used (a Map iterates in insertion order).
      this.audio.delete(key);
      this.audio.set(key, kept);
      return Promise.resolve(kept);
    }
    const running = this.inFlight.get(key);
    if (running !== undefined) return running;
    const made = this.synthesizer
      .synthesize(text, language)
      .then((wav) => {
        this.keep(key, wav);
        return wav;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, made);
    return made;
  }

  private keep(key: string, wav: Uint8Array): void {
    if (wav.byteLength > this.maxBytes) return;
    for (const [oldest, old] of this.audio) {
      if (this.bytes + wav.byteLength <= this.maxBytes) break;
      this.audio.delete(oldest);
      this.bytes -= old.byteLength;
    }
    this.audio.set(key, wav);
    this.bytes += wav.byteLength;
  }
}

import type { Language } from "../i18n/languages";

/**
 * Reads a text aloud in a language's voice. Resolves to a complete MP3 file (`spokenAudioType`:
 * small on a phone's data plan, played by every browser); any failure (no voice, the engine
 * broke, it took too long) is thrown.
 */
export interface SpeechSynthesizer {
  synthesize(text: string, language: Language): Promise<Uint8Array>;
}

/** The part of the browser's SpeechRecognition this screen uses (not in TypeScript's DOM types). */
export interface BrowserSpeechRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { readonly results: ArrayLike<ArrayLike<{ readonly transcript: string }>> }) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => BrowserSpeechRecognition;

/** The browser's speech recognition, where it offers one (Chromium names it with a prefix). */
export const browserSpeechRecognition = (scope: object = globalThis): SpeechRecognitionConstructor | null => {
  const found = scope as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return found.SpeechRecognition ?? found.webkitSpeechRecognition ?? null;
};

export interface ListenHandlers {
  /** What was heard, once, at the end of the utterance. */
  readonly onHeard: (transcript: string) => void;
  /** Nothing could be heard or recognised (refused microphone, no speech, network). */
  readonly onFailed: (reason: string) => void;
  /** Listening stopped, whatever the outcome. */
  readonly onEnded: () => void;
}

/**
 * Listens for one question in Haitian Creole (SPEC: language ht, a single utterance, no interim
 * results) and returns what stops it. "aborted" is the member's own stop, not a failure.
 */
export const listenOnce = (Recognition: SpeechRecognitionConstructor, { onHeard, onFailed, onEnded }: ListenHandlers): (() => void) => {
  const recognition = new Recognition();
  recognition.lang = "ht";
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const transcript = Array.from(event.results, (result) => result[0]?.transcript ?? "")
      .join(" ")
      .trim();
    if (transcript !== "") onHeard(transcript);
  };
  recognition.onerror = (event) => {
    if (event.error !== "aborted") onFailed(event.error);
  };
  recognition.onend = onEnded;
  recognition.start();
  return () => recognition.stop();
};

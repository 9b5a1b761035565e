import type { BrowserSpeechRecognition, SpeechRecognitionConstructor } from "../lib/speech-recognition";

/**
 * A browser recognition that, once started, hears `transcript` after `delayMs` (or fails with
 * `error`), then ends: what a story or test shows in place of a microphone.
 */
export const scriptedRecognition = (outcome: { readonly transcript: string } | { readonly error: string }, delayMs = 1500): SpeechRecognitionConstructor =>
  class ScriptedRecognition implements BrowserSpeechRecognition {
    lang = "";
    continuous = true;
    interimResults = true;
    maxAlternatives = 1;
    onresult: BrowserSpeechRecognition["onresult"] = null;
    onerror: BrowserSpeechRecognition["onerror"] = null;
    onend: BrowserSpeechRecognition["onend"] = null;
    private timer: ReturnType<typeof setTimeout> | undefined;
    start() {
      this.timer = setTimeout(() => {
        if ("transcript" in outcome) this.onresult?.({ results: [[{ transcript: outcome.transcript }]] });
        else this.onerror?.({ error: outcome.error });
        this.onend?.();
      }, delayMs);
    }
    stop() {
      clearTimeout(this.timer);
      this.onend?.();
    }
    abort() {
      this.stop();
    }
  };

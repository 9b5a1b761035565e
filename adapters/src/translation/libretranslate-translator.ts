import type { Language } from "@kominote/core/i18n/languages";
import type { Translator } from "@kominote/core/ports/translator";

export interface LibreTranslateOptions {
  /** Base address of the LibreTranslate server (LIBRETRANSLATE_URL), e.g. http://localhost:5000 */
  readonly url: string;
  /** Sent as api_key when the server requires one (LIBRETRANSLATE_API_KEY). */
  readonly apiKey?: string;
  /**
   * Language the text is written in. "auto" by default: members also write in French, and not
   * every LibreTranslate installation carries a Creole model.
   */
  readonly source?: string;
  readonly timeoutMs?: number;
  /** Told why a request gave no translation, for the log; the caller still gets null. */
  readonly onFailure?: (reason: string) => void;
}

const defaultTimeoutMs = 5_000;

/**
 * A LibreTranslate server (POST /translate). Any failure (unreachable, slow, refused, malformed
 * answer) resolves to null so the next translator, or the original text, is used instead.
 */
export class LibreTranslateTranslator implements Translator {
  private readonly endpoint: string;

  constructor(private readonly options: LibreTranslateOptions) {
    this.endpoint = new URL("translate", options.url.endsWith("/") ? options.url : `${options.url}/`).href;
  }

  async translate(text: string, target: Language): Promise<string | null> {
    const body = {
      q: text,
      source: this.options.source ?? "auto",
      target,
      format: "text",
      ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
    };
    try {
      const response = await fetch(this.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? defaultTimeoutMs),
      });
      if (!response.ok) return this.failed(`LibreTranslate answered ${response.status}`);
      const answer: unknown = await response.json();
      const translated =
        typeof answer === "object" && answer !== null && "translatedText" in answer ? answer.translatedText : undefined;
      if (typeof translated !== "string" || translated.trim() === "") {
        return this.failed("LibreTranslate answered without a translatedText");
      }
      return translated;
    } catch (error) {
      return this.failed(
        error instanceof Error && error.name === "TimeoutError"
          ? "LibreTranslate did not answer in time"
          : `LibreTranslate could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private failed(reason: string): null {
    this.options.onFailure?.(reason);
    return null;
  }
}

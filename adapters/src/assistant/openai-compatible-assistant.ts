import { AssistantUnavailableError, type Assistant, type AssistantRequest } from "@kominote/core/ports/assistant/assistant";
import type { Language } from "@kominote/core/i18n/languages";

export interface OpenAiCompatibleOptions {
  /** The API's base address (AI_BASE_URL), e.g. http://127.0.0.1:11434/v1 for Ollama. */
  readonly baseUrl: string;
  /** AI_MODEL */
  readonly model: string;
  /** AI_API_KEY, sent as a bearer token when set. */
  readonly apiKey?: string;
  /** Longest wait for the answer to start, and between two of its pieces. */
  readonly timeoutMs?: number;
}

const defaultTimeoutMs = 20_000;

const languageNames: Readonly<Record<Language, string>> = {
  ht: "Haitian Creole (Kreyòl ayisyen)",
  fr: "French",
  en: "English",
  es: "Spanish",
  pt: "Portuguese",
};

/** The instructions: answer only from the numbered passages, cite them, admit what they do not say. */
const systemPrompt = (language: Language): string =>
  [
    "You are the assistant of Kominote, a civic platform for Haitian citizens.",
    `Answer in ${languageNames[language]}, in at most five short sentences.`,
    "Use only the numbered passages given with the question: they are Kominote's own content.",
    "Cite every passage you use by its number in square brackets, like [1].",
    "If the passages do not answer the question, say that you do not know; never invent names, numbers, places or procedures.",
  ].join(" ");

const userPrompt = ({ question, passages }: AssistantRequest): string =>
  [
    "Passages:",
    ...passages.map((passage, index) => `[${index + 1}] ${passage.title} (${passage.href})\n${passage.text}`),
    "",
    `Question: ${question}`,
  ].join("\n");

/** The text of one streamed chunk (`choices[0].delta.content`), or of a whole answer (`message.content`). */
const contentOf = (payload: unknown): string => {
  if (typeof payload !== "object" || payload === null || !("choices" in payload) || !Array.isArray(payload.choices)) {
    throw new AssistantUnavailableError("The model answered without choices");
  }
  const choice: unknown = payload.choices[0];
  if (typeof choice !== "object" || choice === null) return "";
  const part = "delta" in choice ? choice.delta : "message" in choice ? choice.message : undefined;
  if (typeof part !== "object" || part === null || !("content" in part)) return "";
  return typeof part.content === "string" ? part.content : "";
};

/**
 * Any chat-completions endpoint that speaks OpenAI's protocol (Ollama, vLLM, llama.cpp server,
 * hosted services). It receives the retrieved passages as its only context, must cite them, and
 * streams its answer (`stream: true`); every failure (unreachable, too slow, 429, 5xx, garbage)
 * becomes an AssistantUnavailableError, which the member reads as the spec's AI failure text.
 */
export class OpenAiCompatibleAssistant implements Assistant {
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;
    this.endpoint = new URL("chat/completions", base).href;
  }

  async *answer(request: AssistantRequest): AsyncIterable<string> {
    const timeoutMs = this.options.timeoutMs ?? defaultTimeoutMs;
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), timeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), timeoutMs);
    };
    try {
      const response = await fetch(this.endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream, application/json",
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          stream: true,
          temperature: 0.2,
          messages: [
            { role: "system", content: systemPrompt(request.language) },
            { role: "user", content: userPrompt(request) },
          ],
        }),
        signal: controller.signal,
      });
      if (!response.ok || response.body === null) {
        throw new AssistantUnavailableError(`The model answered ${response.status}`);
      }
      if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
        // A server that ignores `stream` answers the whole completion at once.
        const whole = contentOf(await response.json());
        if (whole.trim() === "") throw new AssistantUnavailableError("The model answered nothing");
        yield whole;
        return;
      }
      yield* this.pieces(response.body, rearm);
    } catch (error) {
      if (error instanceof AssistantUnavailableError) throw error;
      throw new AssistantUnavailableError(
        controller.signal.aborted
          ? "The model did not answer in time"
          : `The model could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /** Reads server-sent `data:` lines until `[DONE]`, yielding each chunk's text as it arrives. */
  private async *pieces(body: ReadableStream<Uint8Array>, rearm: () => void): AsyncIterable<string> {
    const decoder = new TextDecoder();
    let buffered = "";
    let said = false;
    for await (const bytes of body) {
      rearm();
      buffered += decoder.decode(bytes, { stream: true });
      let newline = buffered.indexOf("\n");
      while (newline !== -1) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf("\n");
        if (!line.startsWith("data:")) continue;
        const data = line.slice("data:".length).trim();
        if (data === "[DONE]") {
          if (!said) throw new AssistantUnavailableError("The model answered nothing");
          return;
        }
        let payload: unknown;
        try {
          payload = JSON.parse(data);
        } catch {
          throw new AssistantUnavailableError("The model sent a chunk that is not JSON");
        }
        const text = contentOf(payload);
        if (text !== "") {
          said = true;
          yield text;
        }
      }
    }
    if (!said) throw new AssistantUnavailableError("The model's stream ended without an answer");
  }
}

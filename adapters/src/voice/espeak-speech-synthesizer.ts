import type { Language } from "@kominote/core/i18n/languages";
import type { SpeechSynthesizer } from "@kominote/core/ports/speech-synthesizer";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { espeakWorkerSource } from "./espeak-worker-source";

/** espeak-ng's voice for each interface language; `ht` is its Haitian Creole voice. */
export const espeakVoices: Record<Language, string> = { ht: "ht", fr: "fr", en: "en", es: "es", pt: "pt" };

interface Pending {
  readonly resolve: (audio: Uint8Array) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

type WorkerAnswer = { readonly id: number; readonly audio: Uint8Array } | { readonly id: number; readonly error: string };

/**
 * The embedded voice: espeak-ng compiled to WebAssembly, run on one worker thread so a synthesis
 * (150-300 ms for a sentence, more for a long answer) never holds the request thread. One thread
 * is enough on a small server and keeps its 32 MB of engine memory bounded; requests queue there.
 * A request that takes longer than `timeoutMs` ends the thread (an engine stuck in a loop cannot be
 * interrupted otherwise): every request waiting on it fails, and the next one starts a fresh one.
 */
export class EspeakSpeechSynthesizer implements SpeechSynthesizer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly options: { readonly timeoutMs?: number } = {}) {}

  synthesize(text: string, language: Language): Promise<Uint8Array> {
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(new Error(`speech synthesis took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, text, voice: espeakVoices[language] });
    });
  }

  /** Ends the thread; requests still waiting fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.stop(new Error("speech synthesizer closed"));
    await worker?.terminate();
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  private running(): Worker {
    if (this.worker !== null) return this.worker;
    const require = createRequire(import.meta.url);
    const modulePath = require.resolve("espeak-ng");
    const worker = new Worker(espeakWorkerSource, {
      eval: true,
      workerData: {
        moduleUrl: pathToFileURL(modulePath).href,
        wasmPath: modulePath.replace(/\.js$/, ".wasm"),
        encoderUrl: pathToFileURL(require.resolve("wasm-media-encoders")).href,
      },
    });
    worker.on("message", (answer: WorkerAnswer) => this.settle(answer));
    worker.on("error", (error) => this.stop(error));
    worker.on("exit", () => {
      if (this.worker === worker) this.stop(new Error("speech synthesis thread stopped"));
    });
    // An idle thread does not keep the process alive (a command or a test can end).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(answer: WorkerAnswer): void {
    const pending = this.pending.get(answer.id);
    if (pending === undefined) return;
    this.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if ("audio" in answer) pending.resolve(answer.audio);
    else pending.reject(new Error(answer.error));
  }

  private stop(reason: Error): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.terminate();
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    this.pending.clear();
  }
}

/**
 * The simulated members of `npm run bench:cluster`, spread over BENCH_CLUSTER_GENERATORS child
 * processes (member-load.ts, default 2), so the load generator's single core is not the break point
 * measured. Generator n binds its sockets to 127.0.1.n: each source address has its own ~28,000
 * ephemeral ports, so one machine opens more connections to one port than one address allows.
 * The children send back raw latencies, failures and push arrivals over IPC; the percentiles are
 * computed here.
 */
import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { repositoryRoot } from "../support/built-server";
import { percentileOf } from "./event-stream-client";

/** The polling model: [path, every ms]. */
export const polls = [
  ["/api/user/stats", 10_000],
  ["/api/user/recent-points", 10_000],
  ["/api/notifications", 30_000],
  ["/api/live-meeting-status", 30_000],
] as const;
export const pageViewEveryMs = 60_000;

export type MemberModel = "streams" | "polling" | "held";

export interface GeneratorSettings {
  readonly origin: string;
  readonly localAddress: string;
  readonly model: MemberModel;
  readonly warmUpSeconds: number;
  readonly measureSeconds: number;
}

export type GeneratorOrder = { readonly id: number } & (
  | { readonly kind: "add"; readonly cookies: readonly string[] }
  | { readonly kind: "measure"; readonly on: boolean }
  | { readonly kind: "forget"; readonly key: string }
  | { readonly kind: "arrivals"; readonly key: string; readonly sentAt: number; readonly timeoutMs: number }
  | { readonly kind: "end" }
);

type Order = GeneratorOrder extends infer O ? (O extends GeneratorOrder ? Omit<O, "id"> : never) : never;

interface Answer {
  readonly id: number;
  readonly error?: string;
  readonly open?: number;
  readonly latencies?: number[];
  readonly failures?: number;
  readonly dropped?: number;
  readonly missing?: number;
  readonly reasons?: Record<string, number>;
}

export const generatorCount = Math.max(1, Number(process.env.BENCH_CLUSTER_GENERATORS ?? "2") || 2);

const epochNow = () => performance.timeOrigin + performance.now();

class Generator {
  #next = 1;
  readonly #waiting = new Map<number, { done: (answer: Answer) => void; fail: (error: Error) => void }>();

  private constructor(readonly child: ChildProcess) {
    child.on("message", (answer: Answer) => {
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      if (answer.error !== undefined) waiting?.fail(new Error(answer.error));
      else waiting?.done(answer);
    });
    child.once("exit", (code) => {
      for (const { fail } of this.#waiting.values()) fail(new Error(`a load generator exited (${code})`));
      this.#waiting.clear();
    });
  }

  static async start(settings: GeneratorSettings): Promise<Generator> {
    const child = fork(join(repositoryRoot, "test/load/member-load.ts"), [JSON.stringify(settings)], { cwd: repositoryRoot, execArgv: ["--import", "tsx"] });
    const generator = new Generator(child);
    await new Promise<Answer>((done, fail) => generator.#waiting.set(0, { done, fail }));
    return generator;
  }

  ask(order: Order): Promise<Answer> {
    const id = this.#next++;
    return new Promise((done, fail) => {
      this.#waiting.set(id, { done, fail });
      this.child.send({ ...order, id });
    });
  }
}

export interface MeasuredWindow {
  readonly latencies: number[];
  readonly failures: number;
  /** Streams closed by the server since the generators started (cumulative). */
  readonly dropped: number;
  /** Why calls failed since the generators started (cumulative), as `HTTP 502: 3, ECONNRESET: 1`. */
  readonly reasons: string;
}

/** Members held by the generators against `origin`. */
export class MemberLoad {
  streams = 0;

  private constructor(
    private readonly origin: string,
    private readonly generators: readonly Generator[],
  ) {}

  static async start(origin: string, model: MemberModel, timing: { warmUpSeconds: number; measureSeconds: number }): Promise<MemberLoad> {
    const generators = await Promise.all(
      Array.from({ length: generatorCount }, (_, index) => Generator.start({ origin, localAddress: `127.0.1.${index + 1}`, model, ...timing })),
    );
    return new MemberLoad(origin, generators);
  }

  /** Process ids of the generators, whose CPU the bench reports. */
  pids(): (number | undefined)[] {
    return this.generators.map((generator) => generator.child.pid);
  }

  private async all(order: Order): Promise<Answer[]> {
    return Promise.all(this.generators.map((generator) => generator.ask(order)));
  }

  /** Adds members (their session cookies), dealt in turn to the generators; answers once every stream is open. */
  async add(cookies: readonly string[]): Promise<void> {
    const shares = this.generators.map((_, index) => cookies.filter((__, position) => position % this.generators.length === index));
    const answers = await Promise.all(this.generators.map((generator, index) => generator.ask({ kind: "add", cookies: shares[index] ?? [] })));
    this.streams = answers.reduce((sum, answer) => sum + (answer.open ?? 0), 0);
  }

  /** Starts measuring the members' calls (on), or stops and answers what was measured. */
  async measure(on: boolean): Promise<MeasuredWindow> {
    const answers = await this.all({ kind: "measure", on });
    return {
      latencies: answers.flatMap((answer) => answer.latencies ?? []),
      failures: answers.reduce((sum, answer) => sum + (answer.failures ?? 0), 0),
      dropped: answers.reduce((sum, answer) => sum + (answer.dropped ?? 0), 0),
      reasons: answers
        .flatMap((answer) => Object.entries(answer.reasons ?? {}))
        .map(([reason, count]) => `${reason}: ${count}`)
        .join(", "),
    };
  }

  private async arrivals(key: string, sentAt: number, timeoutMs: number): Promise<{ latencies: number[]; missing: number }> {
    const answers = await this.all({ kind: "arrivals", key, sentAt, timeoutMs });
    return { latencies: answers.flatMap((answer) => answer.latencies ?? []), missing: answers.reduce((sum, answer) => sum + (answer.missing ?? 0), 0) };
  }

  /**
   * The moderator starts the live meeting, then stops it: two pushes of its status to every open
   * stream, each timed from the call until it reaches the stream (one clock: the machine's).
   */
  async timePushes(moderatorCookie: string, timeoutMs: number): Promise<{ readonly p99: number; readonly missing: number }> {
    const post = async (path: string) => {
      const response = await fetch(`${this.origin}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie: moderatorCookie }, body: "{}" });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response;
    };
    const startSent = epochNow();
    const { startedAt } = (await (await post("/api/live-meeting/start")).json()) as { startedAt?: string };
    const started = await this.arrivals(`live ${startedAt ?? ""}`, startSent, timeoutMs);
    await this.all({ kind: "forget", key: "off" });
    const stopSent = epochNow();
    await post("/api/live-meeting/stop");
    const stopped = await this.arrivals("off", stopSent, timeoutMs);
    const latencies = [...started.latencies, ...stopped.latencies].sort((a, b) => a - b);
    return { p99: percentileOf(latencies, 0.99), missing: started.missing + stopped.missing };
  }

  /** Closes every stream and timer (their closing is not counted as dropped) and ends the generators. */
  async end(): Promise<void> {
    await Promise.all(
      this.generators.map(async (generator) => {
        const exited = new Promise((done) => generator.child.once("exit", done));
        await generator.ask({ kind: "end" }).catch(() => undefined);
        await exited;
      }),
    );
  }
}

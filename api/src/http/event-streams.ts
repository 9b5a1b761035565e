import type { Language } from "@kominote/core/i18n/languages";
import type { MemberEvent, MemberEventSubscriptions } from "@kominote/core/ports/member-events";
import { renderServerEvent, type StreamAudience, type Translate } from "@kominote/core/use-cases/server-events";
import type { FastifyReply, FastifyRequest } from "fastify";
import { openEventStream } from "./open-event-stream";

export interface EventStreamTiming {
  /** A comment line this often keeps proxies and mobile carriers from closing a quiet stream. */
  readonly heartbeatMs: number;
  /** How often a stream checks that its session still exists, so a signed-out member stops receiving. */
  readonly sessionCheckMs: number;
  /** One timer serves every open stream; it wakes this often. */
  readonly tickMs: number;
  /** Sent as `retry:`: how long the browser waits before reconnecting. */
  readonly retryMs: number;
  /** A client this far behind (bytes queued) is dropped; it reconnects and refetches. */
  readonly maxQueuedBytes: number;
  /**
   * At most this many session checks wait on the database at once: the rest wait for the next tick,
   * so the checks of thousands of streams never take every connection from the requests.
   */
  readonly maxConcurrentChecks: number;
}

export const eventStreamTiming: EventStreamTiming = {
  heartbeatMs: 25_000,
  sessionCheckMs: 60_000,
  tickMs: 5_000,
  retryMs: 5_000,
  maxQueuedBytes: 256 * 1024,
  maxConcurrentChecks: 4,
};

/**
 * When a new stream first checks its session: somewhere in the second half of the period, at
 * random. Streams open in bursts (a radio announcement, a server's streams moving to the next
 * after it stops); checked all at the same moment, each burst would come back as a burst of queries
 * every period.
 */
export const firstCheckAfter = (sessionCheckMs: number, random: () => number = Math.random): number =>
  Math.round(sessionCheckMs * (0.5 + random() / 2));

interface OpenStream {
  lastWriteAt: number;
  nextCheckAt: number;
  checking: boolean;
  readonly write: (text: string) => void;
  readonly close: () => void;
  readonly stillSignedIn: () => Promise<boolean>;
  readonly serverListening: () => boolean;
}

export interface StreamRequest {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The member whose stream it is; null for a visitor, whose stream carries public events only. */
  readonly userId: number | null;
  readonly language: Language;
  /** Re-reads the session (as a background request, so the stream never keeps it alive); a visitor's always answers true. */
  readonly stillSignedIn: () => Promise<boolean>;
}

/**
 * The Server-Sent Event streams of one server, members' and visitors'. A stream takes over the raw response
 * (`reply.hijack()`), so the server-wide onSend hooks (compression above all, which would buffer
 * events) never see it; the headers the onRequest hooks set (security headers, request id, rate
 * limit) are copied onto it. The per-address rate limit counts the opening only.
 */
export class EventStreams {
  private readonly open = new Set<OpenStream>();
  private ticker: NodeJS.Timeout | undefined;
  /** Streams whose session check is due, in the order they fell due. */
  private readonly dueChecks = new Set<OpenStream>();
  /** Session checks waiting on the database now (at most `maxConcurrentChecks`). */
  private checksRunning = 0;
  /** Set once the server is stopping: the `retry:` every stream is then told before it is closed. */
  private reconnectAfterMs: number | undefined;
  /** An event sent to many streams is serialized once per language. */
  private readonly frames = new WeakMap<MemberEvent, Map<`${Language}:${StreamAudience}`, string>>();

  constructor(
    private readonly subscriptions: MemberEventSubscriptions,
    private readonly translate: Translate,
    private readonly timing: EventStreamTiming = eventStreamTiming,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.open.size;
  }

  start({ request, reply, userId, language, stillSignedIn }: StreamRequest): void {
    const raw = openEventStream(reply, { connection: "close" });
    request.raw.socket.setKeepAlive(true);

    let closed = false;
    const stream: OpenStream = {
      lastWriteAt: this.now(),
      nextCheckAt: this.now() + firstCheckAfter(this.timing.sessionCheckMs),
      checking: false,
      write: (text) => {
        if (closed || raw.destroyed) return;
        raw.write(text);
        stream.lastWriteAt = this.now();
        if (raw.writableLength > this.timing.maxQueuedBytes) stream.close();
      },
      close: () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        this.open.delete(stream);
        this.dueChecks.delete(stream);
        if (this.open.size === 0) this.stopTicker();
        raw.end();
        // The connection ends with the stream (flushed first): nothing is left for a stopping server to wait for.
        request.raw.socket.destroySoon();
      },
      stillSignedIn,
      serverListening: () => request.server.server.listening,
    };
    const audience: StreamAudience = userId === null ? "visitor" : "member";
    const subscriber = { deliver: (event: MemberEvent) => stream.write(this.frameOf(event, language, audience)), close: stream.close };
    const unsubscribe = userId === null ? this.subscriptions.subscribePublic(subscriber) : this.subscriptions.subscribe(userId, subscriber);
    // The client went away (or the connection broke).
    raw.once("close", stream.close);
    this.open.add(stream);
    this.startTicker();
    stream.write(`retry: ${this.timing.retryMs}\n: connected\n\n`);
    // Opened on a stopping server (the balancer has not noticed yet): sent straight on elsewhere.
    if (this.reconnectAfterMs !== undefined) this.sendAway(stream, this.reconnectAfterMs);
  }

  /**
   * The server is stopping: every stream, open now or opened later, is told to reconnect after
   * `retryMs` (the browser's EventSource then opens a new stream, which the balancer sends to
   * another instance) and closed.
   */
  tellToReconnect(retryMs: number): void {
    this.reconnectAfterMs = retryMs;
    for (const stream of [...this.open]) this.sendAway(stream, retryMs);
  }

  private sendAway(stream: OpenStream, retryMs: number): void {
    stream.write(`retry: ${retryMs}\n: reconnect\n\n`);
    stream.close();
  }

  /** Ends every open stream (the server is stopping). */
  closeAll(): void {
    for (const stream of [...this.open]) stream.close();
  }

  private frameOf(event: MemberEvent, language: Language, audience: StreamAudience): string {
    let byLanguage = this.frames.get(event);
    if (byLanguage === undefined) {
      byLanguage = new Map();
      this.frames.set(event, byLanguage);
    }
    const key = `${language}:${audience}` as const;
    let frame = byLanguage.get(key);
    if (frame === undefined) {
      frame = `event: ${event.type}\ndata: ${JSON.stringify(renderServerEvent(event, language, this.translate, audience))}\n\n`;
      byLanguage.set(key, frame);
    }
    return frame;
  }

  private startTicker(): void {
    if (this.ticker !== undefined) return;
    this.ticker = setInterval(() => this.tick(), this.timing.tickMs);
    this.ticker.unref();
  }

  private stopTicker(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  private tick(): void {
    const now = this.now();
    for (const stream of [...this.open]) {
      // A stopping server waits for open connections: its streams end so that it can stop.
      if (!stream.serverListening()) {
        stream.close();
        continue;
      }
      if (now - stream.lastWriteAt >= this.timing.heartbeatMs) stream.write(": heartbeat\n\n");
      if (now >= stream.nextCheckAt && !stream.checking) this.dueChecks.add(stream);
    }
    this.runDueChecks();
  }

  /** Starts due checks up to the limit; each one finished starts the next. */
  private runDueChecks(): void {
    for (const stream of this.dueChecks) {
      if (this.checksRunning >= this.timing.maxConcurrentChecks) return;
      this.dueChecks.delete(stream);
      if (this.open.has(stream)) void this.checkSession(stream, this.now());
    }
  }

  private async checkSession(stream: OpenStream, now: number): Promise<void> {
    stream.checking = true;
    stream.nextCheckAt = now + this.timing.sessionCheckMs;
    this.checksRunning += 1;
    try {
      if (!(await stream.stillSignedIn())) stream.close();
    } catch {
      // The database did not answer this time: the next check decides.
    } finally {
      stream.checking = false;
      this.checksRunning -= 1;
      this.runDueChecks();
    }
  }
}

import type { ServerEvent } from "@kominote/core/schemas/events";

/** What the signed-in shell keeps fresh: the member's standing, latest points and notifications. */
export type LiveChannel = "stats" | "recentPoints" | "notifications";

/** How often each channel is polled when the event stream is not available (SPEC 9). */
export const pollIntervalsMs: Readonly<Record<LiveChannel, number>> = {
  stats: 5_000,
  recentPoints: 2_000,
  notifications: 30_000,
};

export const liveChannels = Object.keys(pollIntervalsMs) as readonly LiveChannel[];

/**
 * After the stream failed, how long the page polls before it tries the stream again: a server
 * restart or a proxy hiccup should not leave a member on polling for the rest of the visit.
 */
export const streamRetryMs = 60_000;

export interface EventStreamCallbacks {
  readonly onOpen: () => void;
  readonly onEvent: (event: ServerEvent) => void;
  readonly onError: () => void;
}

export interface EventStreamHandle {
  readonly close: () => void;
}

/** Opens the server's event stream; null where the browser has no EventSource. */
export type OpenEventStream = ((callbacks: EventStreamCallbacks) => EventStreamHandle) | null;

export interface PageVisibility {
  readonly isVisible: () => boolean;
  /** Calls the listener whenever the page is shown or hidden; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

export interface LiveTimers {
  readonly setInterval: (callback: () => void, ms: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export interface LiveUpdatesOptions {
  readonly openStream: OpenEventStream;
  readonly visibility: PageVisibility;
  /** Fetches one channel again, as a background request (a poll, or catching up). */
  readonly refresh: (channel: LiveChannel) => void;
  /** One event the stream pushed. */
  readonly onEvent: (event: ServerEvent) => void;
  readonly timers?: LiveTimers;
}

/** stream: connected or connecting; polling: the fallback; paused: the tab is hidden. */
export type LiveMode = "stream" | "polling" | "paused" | "stopped";

export interface LiveUpdates {
  readonly mode: () => LiveMode;
  readonly stop: () => void;
}

const browserTimers: LiveTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Keeps the member's live data fresh with one event stream, falling back to polling at the
 * specification's intervals when the stream is unsupported or fails. A hidden tab neither polls
 * nor holds a stream open (a phone's data and battery matter more than a badge nobody sees); when
 * it is shown again every channel is fetched once, then the stream (or polling) resumes.
 */
export const startLiveUpdates = ({ openStream, visibility, refresh, onEvent, timers = browserTimers }: LiveUpdatesOptions): LiveUpdates => {
  let mode: LiveMode = "paused";
  let stream: EventStreamHandle | null = null;
  // Which connection is current: callbacks of a stream already closed are ignored.
  let connection = 0;
  let pollers: unknown[] = [];
  let retry: unknown = null;

  const refreshAll = (): void => {
    for (const channel of liveChannels) refresh(channel);
  };

  const stopPolling = (): void => {
    for (const poller of pollers) timers.clearInterval(poller);
    pollers = [];
  };

  const startPolling = (): void => {
    mode = "polling";
    if (pollers.length > 0) return;
    pollers = liveChannels.map((channel) => timers.setInterval(() => refresh(channel), pollIntervalsMs[channel]));
  };

  const closeStream = (): void => {
    connection += 1;
    stream?.close();
    stream = null;
  };

  const cancelRetry = (): void => {
    if (retry !== null) timers.clearTimeout(retry);
    retry = null;
  };

  const connect = (): void => {
    if (openStream === null) {
      startPolling();
      return;
    }
    mode = "stream";
    const current = ++connection;
    const handle = openStream({
      onOpen: () => {
        if (current !== connection) return;
        // Coming back from polling: what happened between the last poll and now is fetched once.
        if (pollers.length > 0) {
          stopPolling();
          refreshAll();
        }
        mode = "stream";
      },
      onEvent: (event) => {
        if (current === connection) onEvent(event);
      },
      onError: () => {
        if (current !== connection) return;
        // Closed here so the browser's own reconnect loop does not run beside the polling.
        closeStream();
        startPolling();
        cancelRetry();
        retry = timers.setTimeout(() => {
          retry = null;
          if (mode === "polling") connect();
        }, streamRetryMs);
      },
    });
    // A stream that failed while opening has already been replaced by polling.
    if (current === connection) stream = handle;
    else handle.close();
  };

  const pause = (): void => {
    closeStream();
    stopPolling();
    cancelRetry();
    mode = "paused";
  };

  const onVisibilityChange = (): void => {
    if (mode === "stopped") return;
    if (!visibility.isVisible()) {
      pause();
    } else if (mode === "paused") {
      refreshAll();
      connect();
    }
  };

  const unsubscribe = visibility.subscribe(onVisibilityChange);
  if (visibility.isVisible()) connect();

  return {
    mode: () => mode,
    stop: () => {
      pause();
      unsubscribe();
      mode = "stopped";
    },
  };
};

import type { Language } from "@kominote/core/i18n/languages";
import type { ServerEvent } from "@kominote/core/schemas/events";
import type { LiveActivity, LiveComment, LiveCommentHidden, LiveMeetingStatus } from "@kominote/core/schemas/live";

/** The public events a visitor's stream carries (decision 0029); a member's stream carries them too. */
export const publicEventTypes = ["liveActivity", "liveStatus", "liveComment", "liveCommentHidden"] as const satisfies readonly ServerEvent["type"][];
export type PublicServerEvent = Extract<ServerEvent, { type: (typeof publicEventTypes)[number] }>;

export interface PublicStreamListener {
  readonly onEvent: (event: PublicServerEvent) => void;
  /** Whether the stream is open: the listener polls while it is not. */
  readonly onConnection: (open: boolean) => void;
}

type EventSourceConstructor = new (url: string, init?: EventSourceInit) => EventSource;

interface Shared {
  readonly source: EventSource;
  readonly listeners: Set<PublicStreamListener>;
  open: boolean;
}

/**
 * One event's data line, from our own server: its type is checked, its shape trusted (the zod
 * schemas would bring their whole chunk into every page for a check the server already made).
 */
const parse = (data: unknown): PublicServerEvent | null => {
  if (typeof data !== "string") return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; data?: unknown } | null;
    return parsed !== null && typeof parsed === "object" && (publicEventTypes as readonly unknown[]).includes(parsed.type) && typeof parsed.data === "object"
      ? (parsed as PublicServerEvent)
      : null;
  } catch {
    return null;
  }
};

/**
 * One visitor stream per tab and language, shared by every part of the page that listens (the
 * activity bar, the live banner), opened with the first listener and closed with the last. The
 * browser's EventSource reconnects by itself after the server's `retry:`; while it is down the
 * listeners are told, and poll.
 */
export const createPublicEventStreams = (EventSourceImpl: EventSourceConstructor | undefined = globalThis.EventSource) => {
  const streams = new Map<Language, Shared>();
  return {
    /** Returns the function that stops listening; null where the browser has no EventSource (the caller polls). */
    listen: (language: Language, listener: PublicStreamListener): (() => void) | null => {
      if (EventSourceImpl === undefined) return null;
      let shared = streams.get(language);
      if (shared === undefined) {
        const source = new EventSourceImpl(`/api/events?language=${encodeURIComponent(language)}`, { withCredentials: true });
        const created: Shared = { source, listeners: new Set(), open: false };
        const tell = (open: boolean) => {
          created.open = open;
          for (const each of created.listeners) each.onConnection(open);
        };
        source.addEventListener("open", () => tell(true));
        source.addEventListener("error", () => tell(false));
        for (const type of publicEventTypes) {
          source.addEventListener(type, (message) => {
            const event = parse((message as MessageEvent<unknown>).data);
            if (event === null || event.type !== type) return;
            for (const each of created.listeners) each.onEvent(event);
          });
        }
        streams.set(language, created);
        shared = created;
      }
      shared.listeners.add(listener);
      listener.onConnection(shared.open);
      const own = shared;
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size === 0) {
          own.source.close();
          if (streams.get(language) === own) streams.delete(language);
        }
      };
    },
  };
};

/** The page's streams. */
export const publicEventStreams = createPublicEventStreams();

/*
 * A member's page receives the public events on its own stream (member-events). It hands the
 * activity on as this window event (apply-server-event.ts), so that the bar (a chunk fetched after
 * the first paint) and the stream need no module in common, which would be one more file for every
 * page to fetch.
 */
const pushedActivityEvent = "kominote:liveActivity";

/** Listens for the activity a member's stream hands on; returns the function that stops listening. */
export const onPushedActivity = (listener: (activity: LiveActivity) => void, target: EventTarget = globalThis): (() => void) => {
  const handler = (event: Event) => listener((event as CustomEvent<LiveActivity>).detail);
  target.addEventListener(pushedActivityEvent, handler);
  return () => target.removeEventListener(pushedActivityEvent, handler);
};

/** What each live meeting event carries. */
export interface LiveEventData {
  readonly liveStatus: LiveMeetingStatus;
  readonly liveComment: LiveComment;
  readonly liveCommentHidden: LiveCommentHidden;
}

/**
 * The live meeting's events from a member's own stream, handed on the same way (apply-server-event.ts
 * dispatches `kominote:<type>`); returns the function that stops listening.
 */
export const onPushedLive = <Type extends keyof LiveEventData>(type: Type, listener: (data: LiveEventData[Type]) => void, target: EventTarget = globalThis): (() => void) => {
  const handler = (event: Event) => listener((event as CustomEvent<LiveEventData[Type]>).detail);
  target.addEventListener(`kominote:${type}`, handler);
  return () => target.removeEventListener(`kominote:${type}`, handler);
};

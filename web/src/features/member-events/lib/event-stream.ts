import type { Language } from "@kominote/core/i18n/languages";
import type { ServerEvent } from "@kominote/core/schemas/events";
import type { OpenEventStream } from "./live-updates";

/**
 * The member's event stream (DECISIONS 9). EventSource cannot send Accept-Language, so the page
 * names the language its texts (notification titles, point descriptions) should be written in.
 */
export const eventStreamUrl = (language: Language): string => `/api/events?language=${encodeURIComponent(language)}`;

/** The SSE event names the server sends: each is a ServerEvent's type. */
export const serverEventTypes: readonly ServerEvent["type"][] = ["points", "stats", "notification", "liveStatus", "liveActivity", "liveComment", "liveCommentHidden"];

const isServerEventType = (value: unknown): value is ServerEvent["type"] => serverEventTypes.includes(value as ServerEvent["type"]);

/**
 * One event's data line; anything that is not JSON, or names no event type this page knows, or
 * carries no data, is dropped. The payload's shape is not checked again here: the stream comes
 * from this site's own server, whose every event is checked against the contract's schema in its
 * tests (core/src/use-cases/server-events.unit.test.ts, the events integration test), and the
 * schema library would be 24 KB more for every visitor's first page, where the stream now opens.
 */
export const parseServerEvent = (data: unknown): ServerEvent | null => {
  if (typeof data !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { type, data: payload } = parsed as { readonly type?: unknown; readonly data?: unknown };
    return isServerEventType(type) && typeof payload === "object" && payload !== null ? (parsed as ServerEvent) : null;
  } catch {
    return null;
  }
};

type EventSourceConstructor = new (url: string, init?: EventSourceInit) => EventSource;

/** Opens the stream with the browser's EventSource (the session cookie goes with it); null where there is none. */
export const browserEventStream = (
  url: string,
  EventSourceImpl: EventSourceConstructor | undefined = globalThis.EventSource,
): OpenEventStream => {
  if (EventSourceImpl === undefined) return null;
  return ({ onOpen, onEvent, onError }) => {
    const source = new EventSourceImpl(url, { withCredentials: true });
    source.addEventListener("open", onOpen);
    source.addEventListener("error", onError);
    for (const type of serverEventTypes) {
      source.addEventListener(type, (message) => {
        const event = parseServerEvent((message as MessageEvent<unknown>).data);
        if (event !== null && event.type === type) onEvent(event);
      });
    }
    return { close: () => source.close() };
  };
};

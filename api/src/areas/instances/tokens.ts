import type { SharedPresence } from "@kominote/adapters/instances/shared-presence";
import type { PlaceChangeFeed } from "@kominote/adapters/places/place-changes";
import type { RepeatingTask } from "@kominote/adapters/system/repeating-task";
import type { MemberEvents, MemberEventSubscriptions } from "@kominote/core/ports/member-events";
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { Draining } from "../../http/draining";
import { token } from "../../tokens";

/** The member-event hub the notifications area wraps: one process's streams, joined to the other instances'. */
export type MemberEventsHub = MemberEvents & MemberEventSubscriptions & { start(): Promise<void>; close(): Promise<void> };

/** What lets several instances serve one installation (docs/several-instances.md). */
export const instancesTokens = {
  draining: token<Draining>("Draining"),
  memberEventsHub: token<MemberEventsHub>("MemberEventsHub"),
  /** Presence counted across instances; the live meetings' viewer counts plug in here. */
  sharedPresence: token<SharedPresence>("SharedPresence"),
  /** Where @fastify/rate-limit counts: Redis, the shared PostgreSQL, or this process's memory. */
  rateLimitStorage: token<Pick<RateLimitPluginOptions, "redis" | "store">>("RateLimitStorage"),
  expiredRowsCleanup: token<RepeatingTask>("ExpiredRowsCleanup"),
  /** Changes of the approved places, to and from the other instances' memories of them (decision 0037). */
  placeChanges: token<PlaceChangeFeed>("PlaceChanges"),
  /** Connections to close last (Redis, the places' channel). */
  closeConnections: token<() => Promise<void>>("CloseInstanceConnections"),
} as const;

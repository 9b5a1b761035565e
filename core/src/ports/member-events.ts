import type { PointAction } from "../rules/points-table";
import type { LiveMeetingStatus } from "../schemas/live";
import type { UserStats } from "../schemas/points";
import type { LiveActivityRecord } from "./live-activity-feed";
import type { LiveCommentRecord } from "./live-comments";
import type { NotificationRecord } from "./notification-store";

/** One line of the points ledger, before it is described in a reader's language. */
export interface PointEntry {
  readonly id: number;
  readonly action: PointAction;
  readonly points: number;
  readonly createdAt: Date;
}

/**
 * Something a member's open event stream should show, still independent of language: each stream
 * renders it in its reader's language (`renderServerEvent`).
 */
export type MemberEvent =
  | { readonly type: "notification"; readonly notification: NotificationRecord }
  | { readonly type: "points"; readonly entry: PointEntry }
  | { readonly type: "stats"; readonly stats: UserStats }
  | PublicEvent;

/**
 * An event every open stream may receive, a visitor's too: nothing in it belongs to one member.
 * Names in the activity and the comments are rendered away for visitors' streams (`renderServerEvent`).
 */
export type PublicEvent =
  | { readonly type: "liveStatus"; readonly status: LiveMeetingStatus }
  | { readonly type: "liveActivity"; readonly activity: LiveActivityRecord }
  | { readonly type: "liveComment"; readonly comment: LiveCommentRecord }
  /** A moderator hid a comment: open pages drop it. */
  | { readonly type: "liveCommentHidden"; readonly commentId: number };

/**
 * Pushes events to members' open streams (DECISIONS 9). Delivery is best effort: a member with no
 * stream open reads the same facts on their next request, so nothing is queued.
 */
export interface MemberEvents {
  publish(userId: number, event: MemberEvent): void;
  publishToMany(userIds: readonly number[], event: MemberEvent): void;
  publishToAll(event: MemberEvent): void;
  /** To every open stream, members' and visitors' alike. */
  publishPublic(event: PublicEvent): void;
}

/** One open stream, as the hub sees it. */
export interface MemberEventSubscriber {
  deliver(event: MemberEvent): void;
  /** The hub closes a member's oldest stream when they open one too many. */
  close(): void;
}

/** The receiving side: what an event stream registers to be delivered to. */
export interface MemberEventSubscriptions {
  /** Returns the function that removes the subscriber again. */
  subscribe(userId: number, subscriber: MemberEventSubscriber): () => void;
  /** A visitor's stream: it receives public events only. */
  subscribePublic(subscriber: MemberEventSubscriber): () => void;
}

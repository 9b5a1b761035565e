import type { Language } from "../i18n/languages";
import type { LiveActionType } from "../schemas/live";

/** What the activity bar reads: the newest real actions and how many members acted recently. */
export interface LiveActivityQuery {
  readonly now: Date;
  /** Most recent actions answered, newest first. */
  readonly limit: number;
  /** Members who acted within this many minutes count as active. */
  readonly windowMinutes: number;
}

/** One action as it happened, before it is shown in a reader's language and to a given audience. */
export interface LiveActionRecord {
  /** Unique across kinds ("idea:12"), so a list can key on it. */
  readonly id: string;
  /** The member's first name; null for a member who left. */
  readonly userName: string | null;
  readonly action: LiveActionType;
  readonly serviceId: number | null;
  /** The service's name in each language it has been written in. */
  readonly serviceNames: Readonly<Partial<Record<Language, string>>>;
  readonly occurredAt: Date;
}

export interface LiveActivityRecord {
  readonly activeMemberCount: number;
  readonly windowMinutes: number;
  readonly recentActions: readonly LiveActionRecord[];
}

/**
 * The platform's recent actions as they happened (approved contributions, ideas, votes, forum
 * posts, approved places, service joins, registrations), with each member's first name: who may
 * see the names is the use case's decision, not the store's.
 */
export interface LiveActivityFeed {
  recent(query: LiveActivityQuery): Promise<LiveActivityRecord>;
}

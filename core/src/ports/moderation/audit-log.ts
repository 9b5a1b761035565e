import type { Language } from "../../i18n/languages";
import type { AuditEntry, ModerationAction } from "../../schemas/moderation";

export type { AuditEntry };

/** One moderation decision or administrative change, as it is written. */
export interface NewAuditEntry {
  readonly actorId: number;
  readonly action: ModerationAction;
  readonly subjectKind: string | null;
  readonly subjectId: number | null;
  readonly reason: string | null;
  /** Anything else worth keeping (the previous value of a changed setting ...). */
  readonly details?: Readonly<Record<string, unknown>> | null;
  readonly at: Date;
}

/**
 * The moderation audit log: append-only, so it has no way to change or remove an entry. A review
 * source writes its decision's entry itself, in the decision's transaction.
 */
export interface AuditLog {
  record(entry: NewAuditEntry): Promise<void>;
  /**
   * Newest first; `before` is the id of the last entry of the previous page. Each target is named
   * in words, a catalog text (a task's title) in `language`.
   */
  list(page: { readonly before?: number; readonly limit: number; readonly language: Language }): Promise<AuditEntry[]>;
}

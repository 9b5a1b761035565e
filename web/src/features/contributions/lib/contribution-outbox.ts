import type { ContributeRequest } from "@kominote/core/schemas/contributions";
import { contributionOutboxKey } from "./contribution-outbox-key";

export { contributionOutboxKey };

export interface QueuedContribution {
  readonly taskId: number;
  readonly request: ContributeRequest;
  /** ISO instant the member pressed send. */
  readonly queuedAt: string;
  /** The send's Idempotency-Key (decision 0034): every resend carries it, so it is recorded once. */
  readonly key?: string;
}

const isQueuedContribution = (value: unknown): value is QueuedContribution => {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.taskId === "number" &&
    typeof entry.queuedAt === "string" &&
    typeof entry.request === "object" &&
    entry.request !== null &&
    typeof (entry.request as { notes?: unknown }).notes === "string"
  );
};

export const queuedContributions = (storage: Storage): QueuedContribution[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(contributionOutboxKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isQueuedContribution) : [];
  } catch {
    return [];
  }
};

const write = (storage: Storage, entries: readonly QueuedContribution[]): void => {
  if (entries.length === 0) storage.removeItem(contributionOutboxKey);
  else storage.setItem(contributionOutboxKey, JSON.stringify(entries));
};

/**
 * Queues a contribution, replacing any still waiting for the same task (the newer is what the
 * member meant). Throws when the device refuses to store it, so the caller never claims it is kept.
 */
export const queueContribution = (storage: Storage, entry: QueuedContribution): void => {
  write(storage, [...queuedContributions(storage).filter((queued) => queued.taskId !== entry.taskId), entry]);
};

export const dropQueuedContribution = (storage: Storage, taskId: number): void => {
  try {
    write(storage, queuedContributions(storage).filter((queued) => queued.taskId !== taskId));
  } catch {
    // Removing cannot overflow a quota; a refused storage held nothing to remove.
  }
};

export const isContributionQueued = (storage: Storage, taskId: number): boolean =>
  queuedContributions(storage).some((queued) => queued.taskId === taskId);

import type { ContributeRequest } from "@kominote/core/schemas/contributions";
import type { Outbox } from "../../../lib/outbox/outbox";
import { newOutboxKey } from "../../../lib/outbox/outbox-entry";
import { contributionOutboxKey } from "./contribution-outbox-key";
import { contributionEntry } from "./contribution-outbox";

/** A contribution as the earlier localStorage queue kept it (before decision 0034's outbox). */
interface LegacyContribution {
  readonly taskId: number;
  readonly request: ContributeRequest;
  readonly queuedAt: string;
  readonly key?: string;
}

const isLegacyContribution = (value: unknown): value is LegacyContribution => {
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

const legacyEntries = (storage: Storage): LegacyContribution[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(contributionOutboxKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isLegacyContribution) : [];
  } catch {
    return [];
  }
};

/**
 * Moves what a phone still holds in the earlier contribution queue (localStorage) into the one
 * outbox, once: each under the key it was first sent with (a resend after a lost answer stays
 * harmless), or a new one for the oldest entries that had none. The old queue is removed only once
 * every entry is in the outbox, so a refused write loses nothing.
 */
export const moveLegacyContributions = async (storage: Storage, outbox: Pick<Outbox, "enqueue">, language: string): Promise<number> => {
  if (storage.getItem(contributionOutboxKey) === null) return 0;
  const entries = legacyEntries(storage);
  for (const entry of entries) {
    await outbox.enqueue({
      ...contributionEntry(entry.taskId, entry.request),
      key: entry.key ?? newOutboxKey(),
      createdAt: entry.queuedAt,
      language,
    });
  }
  storage.removeItem(contributionOutboxKey);
  return entries.length;
};

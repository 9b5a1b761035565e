import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { ApiError } from "../../../api/client";
import { requestLanguage } from "../../../i18n/request-language";
import type { Outbox, Settled } from "../../../lib/outbox/outbox";
import type { OutboxEntry, OutboxFile } from "../../../lib/outbox/outbox-entry";
import { clearContribution } from "./draft-storage";

/** The outbox kind of a contribution kept on the device (decision 0034); its scope is the task's id. */
export const contributionOutboxKind = "contribution";

export type OutboxResult =
  | { readonly taskId: number; readonly outcome: "sent"; readonly answer: ContributeResponse }
  /** The server's refusal as an ApiError: the wizard shows it as it shows a refusal of its own send. */
  | { readonly taskId: number; readonly outcome: "refused"; readonly error: unknown };

/** What the contribution wizard asks of the device's outbox. */
export interface ContributionOutbox {
  /** Keeps a contribution under its key, with the files still to upload; rejects when the device refuses. */
  readonly keep: (taskId: number, request: ContributeRequest, key: string, files?: readonly OutboxFile[]) => Promise<void>;
  /** Whether a contribution to this task waits on the device. */
  readonly isWaiting: (taskId: number) => boolean;
  /** Sends what waits now, if the connection allows. */
  readonly flush: () => Promise<void>;
  /** An open wizard hears its task's outcome itself (to close and say thanks); returns the unsubscribe. */
  readonly watch: (taskId: number, listener: (result: OutboxResult) => void) => () => void;
}

export interface ContributionOutboxDeps {
  /** Where drafts are kept: a contribution sent while its wizard is closed forgets its draft. */
  readonly storage: Storage;
  /** Told of an outcome no open wizard is watching (the member closed it): the page says it with a toast. */
  readonly onUnwatched: (result: OutboxResult) => void;
}

/** The entry a contribution becomes: shown waiting on its task, sent by the generic sender. */
export const contributionEntry = (taskId: number, request: ContributeRequest, files: readonly OutboxFile[] = []) => ({
  kind: contributionOutboxKind,
  scope: String(taskId),
  preview: request.notes,
  path: `/api/tasks/${taskId}/contribute`,
  body: { ...request },
  ...(files.length === 0 ? {} : { files }),
});

const resultOf = (settled: Settled): OutboxResult => {
  const taskId = Number(settled.entry.scope);
  return settled.outcome === "sent"
    ? { taskId, outcome: "sent", answer: settled.answer as ContributeResponse }
    : { taskId, outcome: "refused", error: new ApiError(settled.status, "", settled.answer) };
};

/**
 * Contributions in the one outbox (decision 0034): each kept under its Idempotency-Key with its
 * files as Blobs, sent by the generic sender (files first) when the connection allows, even with
 * the wizard closed or on a later page; an open wizard hears its own task's outcome.
 */
export const createContributionOutbox = (outbox: Outbox, deps: ContributionOutboxDeps): ContributionOutbox => {
  const watchers = new Map<number, (result: OutboxResult) => void>();
  const report = (settled: Settled): void => {
    const result = resultOf(settled);
    const watcher = watchers.get(result.taskId);
    if (watcher !== undefined) {
      watcher(result);
      return;
    }
    // Sent with its wizard closed: the draft it came from is done. A refused one keeps it to fix.
    if (result.outcome === "sent") clearContribution(result.taskId, deps.storage);
    deps.onUnwatched(result);
  };
  outbox.register(contributionOutboxKind, {
    onSent: (entry, answer) => report({ entry, outcome: "sent", answer }),
    onRefused: (entry, status, answer) => report({ entry, outcome: "refused", status, answer }),
  });
  return {
    keep: async (taskId, request, key, files = []) => {
      const entry: OutboxEntry = { ...contributionEntry(taskId, request, files), key, createdAt: new Date().toISOString(), language: requestLanguage() };
      await outbox.enqueue(entry);
    },
    isWaiting: (taskId) => outbox.waiting().some((entry) => entry.kind === contributionOutboxKind && entry.scope === String(taskId)),
    flush: outbox.flush,
    watch: (taskId, listener) => {
      watchers.set(taskId, listener);
      return () => {
        if (watchers.get(taskId) === listener) watchers.delete(taskId);
      };
    },
  };
};

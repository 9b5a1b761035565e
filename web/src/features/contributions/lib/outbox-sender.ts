import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { dropQueuedContribution, queuedContributions } from "./contribution-outbox";
import { isNetworkFailure } from "../../../lib/submit-failure";
import { clearContribution } from "./draft-storage";

export type OutboxResult =
  | { readonly taskId: number; readonly outcome: "sent"; readonly answer: ContributeResponse }
  /** The server's refusal as it came (an ApiError): the wizard shows it as it shows a refusal of its own send. */
  | { readonly taskId: number; readonly outcome: "refused"; readonly error: unknown };

export interface OutboxSenderDeps {
  readonly storage: Storage;
  readonly send: (taskId: number, request: ContributeRequest, key?: string) => Promise<ContributeResponse>;
  readonly isOnline: () => boolean;
  /** Where the browser says the connection came back (`window`). */
  readonly events: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Told of a result no open wizard is watching (the member closed it): the page says it with a toast. */
  readonly onUnwatched: (result: OutboxResult) => void;
}

export interface OutboxSender {
  /** Sends every queued contribution, in order, stopping at the first sign the connection is gone again. */
  readonly flush: () => Promise<void>;
  /** Starts listening for the connection's return; once per page, however often it is called. */
  readonly start: () => void;
  /** An open wizard hears its task's result itself (to close and say thanks); returns the unsubscribe. */
  readonly watch: (taskId: number, listener: (result: OutboxResult) => void) => () => void;
}

export const createOutboxSender = (deps: OutboxSenderDeps): OutboxSender => {
  const watchers = new Map<number, (result: OutboxResult) => void>();
  let running: Promise<void> | null = null;
  let started = false;

  const report = (result: OutboxResult): void => {
    const watcher = watchers.get(result.taskId);
    if (watcher === undefined) deps.onUnwatched(result);
    else watcher(result);
  };

  const sendAll = async (): Promise<void> => {
    for (const entry of queuedContributions(deps.storage)) {
      try {
        const answer = await deps.send(entry.taskId, entry.request, entry.key);
        dropQueuedContribution(deps.storage, entry.taskId);
        clearContribution(entry.taskId, deps.storage);
        report({ taskId: entry.taskId, outcome: "sent", answer });
      } catch (error) {
        if (isNetworkFailure(error, deps.isOnline())) return;
        // Refused by the server: out of the queue (retrying cannot help), the draft kept for the member to fix.
        dropQueuedContribution(deps.storage, entry.taskId);
        report({ taskId: entry.taskId, outcome: "refused", error });
      }
    }
  };

  const flush = (): Promise<void> => {
    // One pass at a time: an "online" event during a pass must not send the same contribution twice.
    running ??= sendAll().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    flush,
    start: () => {
      if (started) return;
      started = true;
      deps.events.addEventListener("online", () => void flush());
    },
    watch: (taskId, listener) => {
      watchers.set(taskId, listener);
      return () => {
        if (watchers.get(taskId) === listener) watchers.delete(taskId);
      };
    },
  };
};

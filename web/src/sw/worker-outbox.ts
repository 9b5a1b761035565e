import { currentMemberOfSession } from "../lib/outbox/current-member";
import { createOutbox, type Settled } from "../lib/outbox/outbox";
import type { OutboxStore } from "../lib/outbox/outbox-db";
import type { OutboxEntry } from "../lib/outbox/outbox-entry";
import { outboxLockName } from "../lib/outbox/outbox-names";

export interface WorkerOutboxDeps {
  readonly store: OutboxStore;
  readonly send?: typeof fetch;
  readonly locks?: Pick<LockManager, "request">;
}

/** What a pass did: what it settled (for the open pages to hear), and whether the sync must be tried again. */
export interface WorkerPass {
  readonly settled: readonly Settled[];
  /** Some of the session's member's entries still wait (the link dropped again): the sync fails, the browser retries later. */
  readonly retry: boolean;
}

/**
 * Whether what is left after a pass is worth the browser waking the worker again. Only the
 * session's member's entries (and those stamped with nobody, which go under it) count: another
 * member's wait for them to sign in again on a page, and counting them would fail every sync until
 * the browser gives up. Nobody signed in: nothing can go before someone signs in, on a page. The
 * server could not say who (no connection): whatever is left is worth a retry.
 */
export const worthRetrying = (left: readonly OutboxEntry[], member: number | null | undefined): boolean => {
  if (member === undefined) return left.length > 0;
  if (member === null) return false;
  return left.some((entry) => entry.member === undefined || entry.member === member);
};

/**
 * The service worker's pass over the outbox (decision 0034), when Background Sync wakes it with the
 * connection back and maybe no page open: the same generic sender, under the same Web Lock as the
 * pages, each entry under its Idempotency-Key, only the signed-in member's.
 */
export const sendOutboxFromWorker = async (deps: WorkerOutboxDeps): Promise<WorkerPass> => {
  const { locks } = deps;
  // Asked once per pass, when something waits; kept to judge what is left.
  let member: number | null | undefined;
  const outbox = createOutbox({
    store: deps.store,
    // Woken because the connection is back; a lost one again only means "later".
    isOnline: () => true,
    ...(deps.send === undefined ? {} : { send: deps.send }),
    currentMember: async () => (member = await currentMemberOfSession(deps.send)),
    ...(locks === undefined ? {} : { exclusive: <T,>(run: () => Promise<T>) => locks.request(outboxLockName, run) as Promise<T> }),
  });
  const settled: Settled[] = [];
  outbox.watch((each) => settled.push(each));
  await outbox.load();
  return { settled, retry: worthRetrying(await deps.store.all(), member) };
};

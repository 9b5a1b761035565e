import { currentMemberOfSession } from "../lib/outbox/current-member";
import { createOutbox, type Settled } from "../lib/outbox/outbox";
import type { OutboxStore } from "../lib/outbox/outbox-db";
import { outboxLockName } from "../lib/outbox/outbox-names";

export interface WorkerOutboxDeps {
  readonly store: OutboxStore;
  readonly send?: typeof fetch;
  readonly locks?: Pick<LockManager, "request">;
}

/**
 * The service worker's pass over the outbox (decision 0034), when Background Sync wakes it with the
 * connection back and maybe no page open: the same generic sender, under the same Web Lock as the
 * pages, each entry under its Idempotency-Key. Returns what it settled, for the open pages to hear.
 */
export const sendOutboxFromWorker = async (deps: WorkerOutboxDeps): Promise<readonly Settled[]> => {
  const { locks } = deps;
  const outbox = createOutbox({
    store: deps.store,
    // Woken because the connection is back; a lost one again only means "later".
    isOnline: () => true,
    ...(deps.send === undefined ? {} : { send: deps.send }),
    currentMember: () => currentMemberOfSession(deps.send),
    ...(locks === undefined ? {} : { exclusive: <T,>(run: () => Promise<T>) => locks.request(outboxLockName, run) as Promise<T> }),
  });
  const settled: Settled[] = [];
  outbox.watch((each) => settled.push(each));
  await outbox.load();
  return settled;
};

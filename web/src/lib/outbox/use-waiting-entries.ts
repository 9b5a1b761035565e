import { useEffect, useState } from "react";
import type { OutboxEntry } from "./outbox-entry";
import { pageOutbox } from "./page-outbox";

/**
 * The entries of one kind waiting to be sent where a screen shows its items (a scope: a service's
 * ideas, a forum's replies), kept current as they wait, go or are refused.
 */
export const useWaitingEntries = (kind: string, scope: (entryScope: string) => boolean): readonly OutboxEntry[] => {
  const [entries, setEntries] = useState<readonly OutboxEntry[]>([]);
  const latestScope = useState(() => ({ current: scope }))[0];
  latestScope.current = scope;
  useEffect(() => {
    const outbox = pageOutbox();
    const read = (): void => setEntries(outbox.waiting().filter((entry) => entry.kind === kind && latestScope.current(entry.scope)));
    read();
    return outbox.subscribe(read);
  }, [kind, latestScope]);
  return entries;
};

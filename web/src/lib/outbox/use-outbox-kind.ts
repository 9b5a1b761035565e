import { useEffect, useRef } from "react";
import type { OutboxEntry } from "./outbox-entry";
import { pageOutbox } from "./page-outbox";

/**
 * What a screen does when one of its kind of entries has gone (decision 0034): read its list again,
 * say it in a toast. The latest handler given is used; the kind stays registered for the visit.
 */
export const useOutboxKind = (kind: string, onSent: (entry: OutboxEntry) => void): void => {
  const latest = useRef(onSent);
  useEffect(() => {
    latest.current = onSent;
  });
  useEffect(() => {
    pageOutbox().register(kind, { onSent: (entry) => latest.current(entry) });
  }, [kind]);
};

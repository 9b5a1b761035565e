import { createOutboxSender, type OutboxResult, type OutboxSender } from "../lib/outbox-sender";
import { contributeToTask } from "./contribute-to-task";

let sender: OutboxSender | null = null;
let started = false;
let tellUnwatched: (result: OutboxResult) => void = () => undefined;

/**
 * The page's one sender of contributions kept while offline. Created on first use (it lives in
 * the lazily loaded wizard code), it then listens for the connection's return for the whole visit.
 * `onUnwatched` says what happened to a contribution whose wizard is closed; the latest one given
 * is used, so the words follow the interface language.
 */
export const contributionOutbox = (onUnwatched: (result: OutboxResult) => void): OutboxSender => {
  tellUnwatched = onUnwatched;
  sender ??= createOutboxSender({
    storage: localStorage,
    send: contributeToTask,
    isOnline: () => navigator.onLine,
    events: window,
    onUnwatched: (result) => tellUnwatched(result),
  });
  if (!started) {
    started = true;
    sender.start();
    // What waited from an earlier visit goes now, if the connection allows.
    if (navigator.onLine) void sender.flush();
  }
  return sender;
};

import type { PendingAction } from "@kominote/core/rules/pending-actions";
import { pendingActionSavedEvent, storedPendingActionKey } from "./pending-action-flag";

/**
 * Keeps the action a visitor started, to carry it out once they have signed in. Written as core's
 * `serializePendingAction` writes it (a test keeps them equal) without its schema code, so the
 * pages that offer these actions stay light; the runner checks what it reads with the schema.
 */
export const savePendingAction = (action: PendingAction, storage?: Storage): void => {
  try {
    (storage ?? window.localStorage).setItem(storedPendingActionKey, JSON.stringify(action));
  } catch {
    // Storage full or disabled (private browsing): signing in still works, the action is simply not resumed.
  }
  window.dispatchEvent(new Event(pendingActionSavedEvent));
};

import { pendingActionKey, readPendingAction, type PendingAction } from "@kominote/core/rules/pending-actions";

/** The saved action, read once and forgotten, so it is never carried out twice; anything unreadable is none. */
export const takePendingAction = (storage: Storage = window.localStorage): PendingAction | null => {
  try {
    const stored = storage.getItem(pendingActionKey);
    if (stored !== null) storage.removeItem(pendingActionKey);
    return readPendingAction(stored);
  } catch {
    return null;
  }
};

/**
 * The device storage key of a pending action: core's `pendingActionKey`, written out here so the
 * first screen's check carries none of the pending-action rule's schema code (a test keeps the two equal).
 */
export const storedPendingActionKey = "pendingAction";

/** Sent on the window when an action is saved, so the page's check sees it without a reload. */
export const pendingActionSavedEvent = "pendingActionSaved";

/** Whether the device holds an action started before signing in; no storage means none. */
export const hasStoredPendingAction = (storage?: Storage): boolean => {
  try {
    return (storage ?? window.localStorage).getItem(storedPendingActionKey) !== null;
  } catch {
    return false;
  }
};

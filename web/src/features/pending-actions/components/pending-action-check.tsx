import { Suspense, useEffect, useState } from "react";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";
import { hasStoredPendingAction, pendingActionSavedEvent } from "../../../lib/pending-actions/pending-action-flag";

// Most visits have nothing to resume: the runner's code (API calls, schemas, toasts) is fetched
// only when the device holds an action started before signing in.
const PendingActionRunner = lazyWithMessages(async () => (await import("./pending-action-runner")).PendingActionRunner);

/** Mount once in the page's frame: looks for a saved action, and loads the runner when there is one. */
export function PendingActionCheck() {
  const [present, setPresent] = useState(hasStoredPendingAction);
  useEffect(() => {
    if (present) return;
    const look = (): void => setPresent(hasStoredPendingAction());
    // Saved on this page (a visitor's vote or idea), or in another tab of the same site.
    window.addEventListener(pendingActionSavedEvent, look);
    window.addEventListener("storage", look);
    return () => {
      window.removeEventListener(pendingActionSavedEvent, look);
      window.removeEventListener("storage", look);
    };
  }, [present]);
  if (!present) return null;
  return (
    <Suspense>
      <PendingActionRunner />
    </Suspense>
  );
}

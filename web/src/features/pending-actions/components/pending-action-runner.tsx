import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/queries";
import { takePendingAction } from "../lib/pending-action-store";
import { runPendingAction } from "../lib/run-pending-action";

/**
 * Once the page is signed in (the current user turns from nobody into a member), carries out the
 * action the visitor started, once: it is taken out of storage before anything is sent.
 */
export function PendingActionRunner() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { language, t } = useLanguage();

  useEffect(() => {
    if (user === null) return;
    const action = takePendingAction();
    if (action === null) return;
    void runPendingAction(action, {
      member: user,
      queryClient,
      language,
      currentPath: router.state.location.href,
      navigate: (path) => router.history.push(path),
    }).then((outcome) => {
      if (outcome.ok) {
        if (outcome.notice !== undefined) showToast({ title: t(outcome.notice.key, outcome.notice.params), tone: "success" });
      } else {
        showToast({ title: t(outcome.title), description: outcome.serverMessage ?? t(outcome.fallback), tone: "danger" });
      }
    });
    // Run when the member arrives; a language or router change must not run anything again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  return null;
}

import { useEffect } from "react";
import { loadFullCatalog } from "../../../i18n/full-catalog";
import { useLanguage } from "../../../i18n/language-provider";

/**
 * What waits in the device's outbox goes as soon as a member's page loads, not only when a form
 * opens again (decision 0034): the outbox starts, and contributions register what their sending
 * does with the wizard closed (forget the draft, say it in a toast, whose texts come only then).
 * All of it is fetched after the first paint.
 */
export function QueuedContributionsSender() {
  const { t } = useLanguage();
  useEffect(() => {
    void import("../api/contribution-outbox").then(({ contributionOutbox }) =>
      contributionOutbox((result) => {
        void Promise.all([import("./wizard-services"), loadFullCatalog()]).then(([{ unwatchedToast }]) => unwatchedToast(t)(result));
      }),
    );
    // Once per page: the outbox then listens for the connection for the whole visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

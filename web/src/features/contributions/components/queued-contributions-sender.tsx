import { useEffect } from "react";
import { loadFullCatalog } from "../../../i18n/full-catalog";
import { useLanguage } from "../../../i18n/language-provider";
import { contributionOutboxKey } from "../lib/contribution-outbox-key";

/**
 * What waits in the device's outbox, and contributions kept on the device while offline, go as soon
 * as a member's page loads, not only
 * when a wizard opens again (DECISIONS 9). The sender's code, and the texts of the toast that says
 * what became of them, are fetched only when something waits.
 */
export function QueuedContributionsSender() {
  const { t } = useLanguage();
  useEffect(() => {
    // The device's outbox (decision 0034): what waited from an earlier visit goes now.
    void import("../../../lib/outbox/page-outbox").then(({ pageOutbox }) => pageOutbox());
    if (localStorage.getItem(contributionOutboxKey) === null) return;
    void Promise.all([import("./wizard-services"), loadFullCatalog()]).then(([{ browserWizardServices }]) =>
      browserWizardServices(t),
    );
    // Once per page: the sender then listens for the connection for the whole visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

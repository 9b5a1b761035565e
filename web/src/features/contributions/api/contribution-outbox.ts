import { pageOutbox } from "../../../lib/outbox/page-outbox";
import { requestLanguage } from "../../../i18n/request-language";
import { createContributionOutbox, type ContributionOutbox, type OutboxResult } from "../lib/contribution-outbox";
import { moveLegacyContributions } from "../lib/legacy-contribution-queue";

let outbox: ContributionOutbox | null = null;
let tellUnwatched: (result: OutboxResult) => void = () => undefined;

/**
 * The page's contributions in the device's outbox, made on first use (by the header's starter on a
 * member's page, or the wizard). `onUnwatched` says what happened to a contribution whose wizard is
 * closed; the latest one given is used, so the words follow the interface language. What an
 * earlier version kept in localStorage moves into the outbox the first time.
 */
export const contributionOutbox = (onUnwatched: (result: OutboxResult) => void): ContributionOutbox => {
  tellUnwatched = onUnwatched;
  if (outbox === null) {
    outbox = createContributionOutbox(pageOutbox(), { storage: localStorage, onUnwatched: (result) => tellUnwatched(result) });
    void moveLegacyContributions(localStorage, pageOutbox(), requestLanguage()).catch(() => undefined);
  }
  return outbox;
};

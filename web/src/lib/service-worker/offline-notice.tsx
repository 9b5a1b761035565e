import { formatInstant } from "@kominote/core/rules/date-format";
import { useLanguage } from "../../i18n/language-provider";
import { Button } from "../../ui/button";
import type { Freshness } from "./use-freshness";
import * as styles from "./offline-notice.css";

export interface OfflineNoticeProps extends Freshness {
  /** A new version waits for the member to finish a form; they may take it now. */
  readonly updateWaiting: boolean;
  readonly onApplyUpdate: () => void;
}

/**
 * Says plainly that the phone is offline and that what shows is the last data seen (decision 0034),
 * or, online, that some of it came from the phone and may not be current; and that a new version
 * waits for the member to finish writing. Always in the page as a live region, so the change is read out.
 */
export function OfflineNotice({ offline, stale, updateWaiting, onApplyUpdate }: OfflineNoticeProps) {
  const { t, language } = useLanguage();
  // The copy's Date header, on Haiti's clock in the reader's language (Creole from the catalog).
  const saved = stale?.savedAt == null ? "" : formatInstant(language, stale.savedAt, "dateTime");
  const showsData = offline || stale !== null;
  return (
    <div role="status" aria-label={t("offline.noticeLabel")}>
      {showsData ? (
        <div className={styles.notice} data-offline-notice={offline ? "offline" : "stale"}>
          <p className={styles.text}>{t(offline ? "offline.notice" : "offline.stale")}</p>
          {saved === "" ? null : <p className={styles.savedAt}>{t("offline.savedAt", { date: saved })}</p>}
        </div>
      ) : null}
      {updateWaiting ? (
        <div className={styles.notice}>
          <p className={styles.text}>{t("offline.update.ready")}</p>
          <Button size="sm" variant="secondary" onPress={onApplyUpdate}>
            {t("offline.update.apply")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

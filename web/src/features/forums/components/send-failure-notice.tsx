import type { MessageKey } from "@kominote/core/i18n/messages";
import { useLanguage } from "../../../i18n/language-provider";
import type { SendFailure } from "../../../lib/send-failure";
import * as styles from "./forums.css";

export interface SendFailureNoticeProps {
  readonly failure: SendFailure | null;
  /** What did not happen, e.g. 'Pa t ka poste mesaj la.' */
  readonly failed: MessageKey;
}

/**
 * Says that a send did not go through and that what was typed is kept; always in the page as an
 * alert region, so a screen reader hears the news when it appears. A refused field is told on
 * the field itself.
 */
export function SendFailureNotice({ failure, failed }: SendFailureNoticeProps) {
  const { t } = useLanguage();
  return (
    <div role="alert">
      {failure === null || (failure.kind === "invalid" && failure.message === null) ? null : (
        <p className={styles.failure}>
          {failure.kind === "offline"
            ? `${t(failed)} ${t("forums.offline")}`
            : [t(failed), failure.message, t("forums.kept")].filter((part) => part !== null && part !== "").join(" ")}
        </p>
      )}
    </div>
  );
}

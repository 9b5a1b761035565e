import type { MessageKey } from "@kominote/core/i18n/messages";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "../../../ui/card-list.css";

/** 'K ap chache kontribisyon yo...' while the list arrives, announced to screen readers. */
export function MyContributionsLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {t("contributions.mine.loading")}
    </p>
  );
}

export interface MyContributionsErrorProps {
  readonly onRetry: () => void;
  /** What could not be loaded; the member's own list unless told. */
  readonly message?: MessageKey;
}

export function MyContributionsError({ onRetry, message = "contributions.mine.error" }: MyContributionsErrorProps) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{t(message)}</p>
      <Button onPress={onRetry}>{t("home.services.retry")}</Button>
    </div>
  );
}

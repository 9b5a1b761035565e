import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "./my-contributions.css";

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

export function MyContributionsError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{t("contributions.mine.error")}</p>
      <Button onPress={onRetry}>{t("home.services.retry")}</Button>
    </div>
  );
}

import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "./agencies.css";

/** The directory is on its way: 'K ap chaje...', in view and announced. */
export function AgenciesLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {t("agencies.loading")}
    </p>
  );
}

/** The directory could not be loaded: say so and offer to ask again. */
export function AgenciesError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{t("agencies.error")}</p>
      <Button onPress={onRetry}>{t("agencies.retry")}</Button>
    </div>
  );
}

import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "./converter.css";

/** While the rates arrive, announced to screen readers. */
export function ConverterLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {t("converter.loading")}
    </p>
  );
}

/** The rates could not be read: no conversion is offered with rates the server did not give. */
export function ConverterError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{t("converter.error")}</p>
      <Button onPress={onRetry}>{t("converter.retry")}</Button>
    </div>
  );
}

import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "./places.css";

/** 'K ap chaje...', in view and announced. */
export function PlacesLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {t("places.loading")}
    </p>
  );
}

/** A list or a place could not be loaded: say so and offer to ask again. */
export function PlacesError({ onRetry, message }: { readonly onRetry: () => void; readonly message?: string }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{message ?? t("places.error")}</p>
      <Button onPress={onRetry}>{t("places.retry")}</Button>
    </div>
  );
}

/** Nothing to show: a title and what to try. */
export function PlacesEmpty({ title, text }: { readonly title: string; readonly text?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {text === undefined ? null : <p>{text}</p>}
    </div>
  );
}

import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import * as styles from "./ideas.css";

/** The ideas are on their way: 'K ap chaje...'. */
export function IdeasLoading() {
  const { t } = useLanguage();
  return (
    <div className={styles.problem}>
      <Spinner label={t("ideas.loading")} />
    </div>
  );
}

/** The ideas could not be loaded: say so and offer to ask again. */
export function IdeasError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p>{t("ideas.error")}</p>
      <Button onPress={onRetry}>{t("ideas.retry")}</Button>
    </div>
  );
}

import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import * as list from "./task-list.css";
import * as styles from "../../../ui/page.css";

/** The tasks are on their way. */
export function TasksLoading() {
  const { t } = useLanguage();
  return (
    <div className={styles.status}>
      <Spinner label={t("services.tasks.loading")} />
    </div>
  );
}

/** The tasks could not be loaded: say so and offer to ask again. */
export function TasksError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={list.problem}>
      <p>{t("services.tasks.error")}</p>
      <Button onPress={onRetry}>{t("home.services.retry")}</Button>
    </div>
  );
}

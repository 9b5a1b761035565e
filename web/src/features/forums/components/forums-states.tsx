import type { MessageKey } from "@kominote/core/i18n/messages";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import * as styles from "./forums.css";

/** Something of the discussions is on its way, said in words and announced to screen readers. */
export function ForumsLoading({ label }: { readonly label: MessageKey }) {
  const { t } = useLanguage();
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {t(label)}
    </p>
  );
}

/** Something could not be loaded: say so and offer to ask again. */
export function ForumsProblem({ text, onRetry }: { readonly text: MessageKey; readonly onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.text}>{t(text)}</p>
      <Button onPress={onRetry}>{t("forums.retry")}</Button>
    </div>
  );
}

/** A forum opened by its address that is hidden or never existed: said plainly, nothing to retry. */
export function ForumMissing() {
  const { t } = useLanguage();
  return (
    <>
      <h1 className={styles.heading}>{t("forums.thread.heading")}</h1>
      <p role="alert" className={styles.text}>
        {t("forums.thread.notFound")}
      </p>
    </>
  );
}

import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { CloseIcon } from "../../../ui/close-icon";
import { Link } from "../../../ui/link";
import * as styles from "./places.css";

/** The finder's floating invitation to a visitor (SPEC 2): create an account or sign in; it can be closed. */
export function VisitorPrompt() {
  const { t } = useLanguage();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside className={styles.prompt} aria-labelledby="places-prompt-title">
      <div className={styles.promptTop}>
        <h2 id="places-prompt-title" className={styles.sectionTitle}>
          {t("places.prompt.title")}
        </h2>
        <Button variant="ghost" aria-label={t("places.prompt.close")} onPress={() => setOpen(false)}>
          <CloseIcon />
        </Button>
      </div>
      <p className={styles.note}>{t("places.prompt.text")}</p>
      <div className={styles.actions}>
        <Link to="/register" look="button">
          {t("places.prompt.register")}
        </Link>
        <Link to="/login" look="button" variant="secondary">
          {t("places.prompt.login")}
        </Link>
      </div>
    </aside>
  );
}

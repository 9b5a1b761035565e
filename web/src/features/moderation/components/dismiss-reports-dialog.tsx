import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { DecisionDialog } from "./decision-dialog";
import * as styles from "./moderation.css";

export interface DismissReportsDialogProps {
  /** The dialog's title, naming the item; null closes the dialog. */
  readonly title: string | null;
  readonly onCancel: () => void;
  /** Dismisses the reports; resolves once recorded, rejects when it did not go through. */
  readonly onConfirm: () => Promise<void>;
}

/**
 * Asks before a moderator dismisses an item's reports: nothing happens to the item, but the
 * reporters cannot raise it again, so the decision is confirmed rather than taken on one press.
 */
export function DismissReportsDialog({ title, onCancel, onConfirm }: DismissReportsDialogProps) {
  return (
    <DecisionDialog title={title} onCancel={onCancel}>
      <DismissConfirmation onCancel={onCancel} onConfirm={onConfirm} />
    </DecisionDialog>
  );
}

function DismissConfirmation({ onCancel, onConfirm }: Omit<DismissReportsDialogProps, "title">) {
  const { t } = useLanguage();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const [isSending, setSending] = useState(false);
  const confirm = async (): Promise<void> => {
    setSending(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setSending(false);
    }
  };
  return (
    <div className={styles.form}>
      <p id={`${id}-hint`} className={styles.hint}>
        {t("review.reports.dismissHint")}
      </p>
      <p role="alert" className={styles.error}>
        {failed ? t("review.queue.failed") : ""}
      </p>
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
          {t("review.reject.cancel")}
        </Button>
        <Button variant="primary" isPending={isSending} onPress={() => void confirm()} aria-describedby={`${id}-hint`}>
          {t("review.reports.dismiss")}
        </Button>
      </div>
    </div>
  );
}

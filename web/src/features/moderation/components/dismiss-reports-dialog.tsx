import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { FormProblem } from "../../../ui/form-problem";
import { DecisionDialog } from "./decision-dialog";
import * as styles from "./moderation.css";

export interface DismissReportsDialogProps {
  /** The dialog's title, naming the item; null closes the dialog. */
  readonly title: string | null;
  readonly onCancel: () => void;
  /** Dismisses the reports; resolves once recorded, rejects when it did not go through. */
  readonly onConfirm: () => Promise<void>;
  /** The error a dismissal already failed with, for stories. */
  readonly initialError?: unknown;
}

/**
 * Asks before a moderator dismisses an item's reports: nothing happens to the item, but the
 * reporters cannot raise it again, so the decision is confirmed rather than taken on one press.
 */
export function DismissReportsDialog({ title, ...confirmation }: DismissReportsDialogProps) {
  return (
    <DecisionDialog title={title} onCancel={confirmation.onCancel}>
      <DismissConfirmation {...confirmation} />
    </DecisionDialog>
  );
}

function DismissConfirmation({ onCancel, onConfirm, initialError }: Omit<DismissReportsDialogProps, "title">) {
  const { t } = useLanguage();
  const id = useId();
  // The confirmation has no field: whatever the server says goes above the buttons.
  const sending = useSubmitForm({ send: onConfirm, fallbackMessage: t("review.queue.failed"), fields: [], initialError });
  const isSending = sending.isPending;
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={isSending}
      onSubmit={(event) => {
        event.preventDefault();
        void sending.submit(undefined);
      }}
    >
      <p id={`${id}-hint`} className={styles.hint}>
        {t("review.reports.dismissHint")}
      </p>
      <FormProblem message={sending.failure?.message ?? null} />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
          {t("review.reject.cancel")}
        </Button>
        <Button type="submit" variant="primary" isPending={isSending} aria-describedby={`${id}-hint`}>
          {t("review.reports.dismiss")}
        </Button>
      </div>
    </form>
  );
}

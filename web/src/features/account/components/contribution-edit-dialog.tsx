import type { AccountContribution } from "@kominote/core/schemas/contributions";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { showToast } from "../../../ui/toast-queue";
import * as account from "./account.css";
import * as styles from "./contributions.css";

export interface ContributionEditDialogProps {
  /** The contribution being edited; the dialog is closed when there is none. */
  readonly contribution: AccountContribution | null;
  readonly onClose: () => void;
  /** Saves the new notes; rejects with an ApiError when the server refuses them. */
  readonly save: (contribution: AccountContribution, notes: string) => Promise<unknown>;
  /** For stories: the error a save already failed with. */
  readonly initialError?: unknown;
}

/** Edits the notes of one of the member's contributions; the task is shown but cannot change. */
export function ContributionEditDialog({ contribution, onClose, save, initialError }: ContributionEditDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t("account.contributions.dialogTitle")}
      isOpen={contribution !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {contribution === null ? null : (
        // Keyed by the contribution, so opening another one starts from its own notes.
        <EditForm key={contribution.id} contribution={contribution} onClose={onClose} save={save} initialError={initialError} />
      )}
    </Dialog>
  );
}

function EditForm({
  contribution,
  onClose,
  save,
  initialError,
}: {
  readonly contribution: AccountContribution;
  readonly onClose: () => void;
  readonly save: ContributionEditDialogProps["save"];
  readonly initialError: unknown;
}) {
  const { t } = useLanguage();
  const [notes, setNotes] = useState(contribution.notes);
  // The server's own words, in the dialog rather than a toast over the Save button: what is wrong
  // with the notes on the field, any other refusal (a moderator reviewed it meanwhile) above the
  // buttons; the generic text only when nothing answered.
  const saving = useSubmitForm({
    send: (text: string) => save(contribution, text),
    fallbackMessage: t("account.contributions.saveError.message"),
    fields: ["notes"],
    initialError,
  });
  const isSaving = saving.isPending;
  const problem = saving.fieldError("notes");
  const refusal = saving.failure?.message ?? null;
  const baseId = useId();
  const taskId = `${baseId}-task`;
  const notesId = `${baseId}-notes`;
  const errorId = `${notesId}-error`;

  const submit = async (): Promise<void> => {
    if (!(await saving.submit(notes)).ok) return;
    showToast({ title: t("account.contributions.saved"), tone: "success" });
    onClose();
  };

  return (
    <form
      className={styles.form}
      aria-busy={isSaving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={account.field}>
        <label htmlFor={taskId} className={account.fieldLabel}>
          {t("account.contributions.task")}
        </label>
        <input id={taskId} className={account.input} value={contribution.taskTitle} readOnly />
      </div>
      <div className={account.field}>
        <label htmlFor={notesId} className={account.fieldLabel}>
          {t("account.contributions.notes")}
        </label>
        <textarea
          id={notesId}
          className={account.input}
          rows={5}
          value={notes}
          aria-invalid={problem !== null}
          aria-describedby={errorId}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p id={errorId} role="alert" className={account.error}>
          {problem ?? ""}
        </p>
      </div>
      <div role="alert">
        {refusal === null ? null : (
          <p className={account.error}>
            <strong>{`${t("account.saveError.title")}: `}</strong>
            {refusal}
          </p>
        )}
      </div>
      <div className={account.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
          {t("account.cancel")}
        </Button>
        <Button type="submit" isPending={isSaving}>
          {isSaving ? t("account.saving") : t("account.contributions.save")}
        </Button>
      </div>
    </form>
  );
}

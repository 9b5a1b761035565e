import { createForumRequestSchema, type CreateForumRequest } from "@kominote/core/schemas/forums";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { SpinnerIcon } from "../../../ui/spinner";
import { checkForm, type FormProblems } from "../../../lib/check-form";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { clearDraft, loadDraft, newForumDraftKey, saveDraft } from "../../../lib/drafts";
import { forumSendWording } from "../lib/send-failure";
import * as styles from "./forums.css";
import { TextAreaField } from "./text-area-field";
import { SendFailureNotice } from "./send-failure-notice";

type Field = "title" | "description";
const fields: readonly Field[] = ["title", "description"];

export interface CreateForumDialogProps {
  readonly isOpen: boolean;
  readonly serviceId: number;
  readonly onClose: () => void;
  /** Creates the forum; resolves once saved (the dialog then closes), rejects when it did not go through. */
  readonly onCreate: (request: CreateForumRequest) => Promise<unknown>;
  /** For stories: the error a send already failed with. */
  readonly initialError?: unknown;
}

/** A new forum: a required title and an optional description, kept on the device until the forum exists. */
export function CreateForumDialog({ isOpen, serviceId, onClose, onCreate, initialError }: CreateForumDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t("forums.create.title")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <CreateForumForm serviceId={serviceId} onClose={onClose} onCreate={onCreate} initialError={initialError} />
    </Dialog>
  );
}

const withoutField = (problems: FormProblems<Field>, field: Field): FormProblems<Field> =>
  Object.fromEntries(Object.entries(problems).filter(([name]) => name !== field));

function CreateForumForm({ serviceId, onClose, onCreate, initialError }: Omit<CreateForumDialogProps, "isOpen">) {
  const { t } = useLanguage();
  const id = useId();
  const draftKey = newForumDraftKey(serviceId);
  const [values, setValues] = useState(() => loadDraft(draftKey, fields));
  const [problems, setProblems] = useState<FormProblems<Field>>({});
  const sending = useSubmitForm({
    send: onCreate,
    ...forumSendWording(t, "forums.create.failed"),
    fields: fields,
    onReconnect: () => void send(),
    initialError,
  });
  const isSending = sending.isPending;

  const change = (field: Field, value: string): void => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(draftKey, next);
    setProblems((current) => withoutField(current, field));
  };

  const send = async (): Promise<void> => {
    if (isSending) return;
    const check = checkForm(createForumRequestSchema, {
      title: values.title,
      // An empty description is no description.
      description: values.description.trim() === "" ? null : values.description,
    });
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    if (!(await sending.submit(check.request)).ok) return;
    clearDraft(draftKey);
    onClose();
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void send();
  };

  const problemOf = (field: Field): string | null => {
    const own = problems[field];
    return own === undefined ? sending.fieldError(field) : t(own);
  };
  const titleProblem = problemOf("title");
  const descriptionProblem = problemOf("description");
  return (
    <form className={styles.form} noValidate aria-busy={isSending} onSubmit={submit}>
      <p className={styles.muted}>{t("forums.create.intro")}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {t("forums.create.titleField")}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          type="text"
          maxLength={150}
          required
          autoComplete="off"
          value={values.title}
          aria-invalid={titleProblem !== null}
          aria-describedby={`${id}-title-error`}
          onChange={(event) => change("title", event.target.value)}
        />
        <p id={`${id}-title-error`} role="alert" className={styles.error}>
          {titleProblem ?? ""}
        </p>
      </div>
      <TextAreaField
        id={`${id}-description`}
        label={t("forums.create.description")}
        rows={3}
        maxLength={2000}
        value={values.description}
        problem={descriptionProblem}
        onChange={(value) => change("description", value)}
      />
      <SendFailureNotice message={sending.failure?.message ?? null} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSending}>
          {t("forums.create.cancel")}
        </Button>
        <Button type="submit" isPending={isSending}>
          {isSending ? (
            <>
              <SpinnerIcon />
              {t("forums.create.sending")}
            </>
          ) : (
            t("forums.create.submit")
          )}
        </Button>
      </div>
    </form>
  );
}

import type { CreateIdeaRequest } from "@kominote/core/schemas/ideas";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { describedBy, StepField } from "../../../ui/step-field";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { checkIdeaForm, ideaMaxLength, type IdeaField, type IdeaFormValues } from "../lib/idea-form";
import * as styles from "./ideas.css";

export interface IdeaFormService {
  readonly id: number;
  readonly name: string;
}

export interface IdeaFormProps {
  /** The dropdown's choices (public services); unused when the service is fixed. */
  readonly services: readonly IdeaFormService[];
  /** A service's page: the idea is for it, no dropdown. */
  readonly fixedServiceId: number | null;
  readonly initialValues: IdeaFormValues;
  /** The text came back after signing in, or from the device where it waited: say so above the form. */
  readonly restoredFrom: "signIn" | "device" | null;
  readonly isSending: boolean;
  /** The server's problems with the fields, in the reader's language. */
  readonly serverProblems: Readonly<Partial<Record<IdeaField, string>>>;
  /** A sending failure not tied to a field, in the reader's language, or null. */
  readonly failure: string | null;
  /** The checked request, and the text as typed (kept for a visitor who signs in first). */
  readonly onSubmit: (request: CreateIdeaRequest, values: IdeaFormValues) => void;
  /** Every change, with the form's values after it (kept on the device as they are typed). */
  readonly onChange: (values: IdeaFormValues) => void;
  readonly onCancel: () => void;
}

/**
 * A new idea: the service (unless the page gives it) and the text, in four rows. Problems show under
 * their field, with the summary above ("Enfòmasyon ki manke" / "Ide a vid"); the text gets the focus.
 */
export function IdeaForm({
  services,
  fixedServiceId,
  initialValues,
  restoredFrom,
  isSending,
  serverProblems,
  failure,
  onSubmit,
  onChange,
  onCancel,
}: IdeaFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [checked, setChecked] = useState(false);
  const content = useRef<HTMLTextAreaElement>(null);
  useEffect(() => content.current?.focus(), []);

  const check = checkIdeaForm(values, fixedServiceId);
  const own = checked && !check.ok ? check : null;
  const problem = (field: IdeaField): string | null => {
    const key = own?.problems[field];
    return key === undefined ? (serverProblems[field] ?? null) : t(key);
  };

  const change = (patch: Partial<IdeaFormValues>): void => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange(next);
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setChecked(true);
    if (check.ok && !isSending) onSubmit(check.request, values);
  };

  const serviceId = `${id}-service`;
  const contentId = `${id}-content`;
  return (
    <form className={styles.formCard} noValidate aria-busy={isSending} aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {t("ideas.form.title")}
      </h2>
      {restoredFrom === null ? null : (
        <p className={styles.notice}>{t(restoredFrom === "signIn" ? "ideas.form.restored" : "ideas.form.kept")}</p>
      )}
      <div role="alert">
        {own === null ? null : (
          <p className={styles.formProblem}>
            <strong>{t(own.title)}</strong> {t(own.text)}
          </p>
        )}
        {failure === null ? null : <p className={styles.formProblem}>{failure}</p>}
      </div>
      {fixedServiceId === null ? (
        <StepField id={serviceId} label={t("ideas.form.service")} error={problem("serviceId")} errorId={`${serviceId}-error`}>
          <select
            id={serviceId}
            className={fieldStyles.input}
            value={values.serviceId}
            required
            aria-invalid={problem("serviceId") !== null}
            aria-describedby={describedBy(`${serviceId}-error`)}
            onChange={(event) => change({ serviceId: event.target.value })}
          >
            <option value="">{t("ideas.form.servicePlaceholder")}</option>
            {services.map((service) => (
              <option key={service.id} value={String(service.id)}>
                {service.name}
              </option>
            ))}
          </select>
        </StepField>
      ) : null}
      <StepField
        id={contentId}
        label={t("ideas.form.content")}
        hint={t("ideas.form.contentHint")}
        hintId={`${contentId}-hint`}
        error={problem("content")}
        errorId={`${contentId}-error`}
      >
        <textarea
          ref={content}
          id={contentId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          maxLength={ideaMaxLength}
          required
          value={values.content}
          aria-invalid={problem("content") !== null}
          aria-describedby={describedBy(`${contentId}-error`, `${contentId}-hint`)}
          onChange={(event) => change({ content: event.target.value })}
        />
      </StepField>
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel}>
          {t("ideas.form.cancel")}
        </Button>
        <Button type="submit" isPending={isSending}>
          {isSending ? (
            <span className={fieldStyles.pending}>
              <SpinnerIcon />
              {t("ideas.form.sending")}
            </span>
          ) : (
            t("ideas.form.submit")
          )}
        </Button>
      </div>
    </form>
  );
}

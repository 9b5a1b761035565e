import type { CreateGovernmentAgencyRequest } from "@kominote/core/schemas/agencies";
import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import type { FormProblems } from "../../../lib/check-form";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { FormProblem } from "../../../ui/form-problem";
import { formKit } from "../../../ui/form-kit";
import { SpinnerIcon } from "../../../ui/spinner";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { agencyFormFields, checkAgencyForm, emptyAgencyForm, type AgencyField, type AgencyFormValues } from "../lib/agency-form";
import * as styles from "./agencies.css";
import { AgencyChoices } from "./agency-choices";

export interface AddAgencyDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Sends the agency; resolves once stored (the dialog then closes), rejects when it did not go through. */
  readonly onCreate: (request: CreateGovernmentAgencyRequest) => Promise<unknown>;
  /** For stories: what the form holds as it opens, and the error a send already failed with. */
  readonly initialValues?: AgencyFormValues;
  readonly initialError?: unknown;
}

/** 'Add agency': the member's agency, sent to wait for a moderator's review (said above the fields). */
export function AddAgencyDialog({ isOpen, onClose, ...form }: AddAgencyDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      title={t("agencies.add.title")}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AddAgencyForm onClose={onClose} {...form} />
    </Dialog>
  );
}

const withoutField = (problems: FormProblems<AgencyField>, field: AgencyField): FormProblems<AgencyField> =>
  Object.fromEntries(Object.entries(problems).filter(([name]) => name !== field));

function AddAgencyForm({ onClose, onCreate, initialValues = emptyAgencyForm, initialError }: Omit<AddAgencyDialogProps, "isOpen">) {
  const { t } = useLanguage();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [problems, setProblems] = useState<FormProblems<AgencyField>>({});
  const sending = useSubmitForm({
    send: onCreate,
    fallbackMessage: t("agencies.add.failed"),
    offlineMessage: t("agencies.add.offline"),
    fields: agencyFormFields,
    initialError,
  });
  const isSending = sending.isPending;

  const change = (field: AgencyField, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => withoutField(current, field));
    sending.clearField(field);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (isSending) return;
    const check = checkAgencyForm(values);
    if (!check.ok) {
      setProblems(check.problems);
      // The first field at fault gets the focus, so a keyboard or screen-reader user lands on it.
      const first = agencyFormFields.find((field) => check.problems[field] !== undefined);
      if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if ((await sending.submit(check.request)).ok) onClose();
  };

  const problemOf = (field: AgencyField): string | null => {
    const own = problems[field];
    return own === undefined ? sending.fieldError(field) : t(own);
  };
  const { control, field } = formKit({ id, values, change, problemOf });

  return (
    <form className={styles.form} noValidate aria-busy={isSending} onSubmit={(event) => void submit(event)}>
      <p className={styles.note}>{t("agencies.add.review")}</p>
      {field(
        "name",
        t("agencies.add.name"),
        <input {...control("name")} type="text" maxLength={200} required autoComplete="organization" />,
      )}
      {field(
        "type",
        t("agencies.add.type"),
        <select {...control("type")} required>
          <AgencyChoices of="type" none={t("agencies.add.choose")} />
        </select>,
      )}
      {field(
        "department",
        t("agencies.add.department"),
        <select {...control("department")} required>
          <AgencyChoices of="department" none={t("agencies.add.choose")} />
        </select>,
      )}
      {field(
        "description",
        t("agencies.add.description"),
        <textarea
          {...control("description")}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={3}
          maxLength={2000}
          required
         
        />,
      )}
      {field(
        "phone",
        t("agencies.add.phone"),
        <input {...control("phone")} type="tel" required autoComplete="off" />,
      )}
      {field(
        "email",
        t("agencies.add.email"),
        <input {...control("email")} type="email" autoComplete="off" />,
      )}
      {field(
        "address",
        t("agencies.add.address"),
        <input {...control("address")} type="text" maxLength={300} required autoComplete="off" />,
      )}
      {field(
        "website",
        t("agencies.add.website"),
        <input {...control("website", true)} type="url" inputMode="url" autoComplete="off" />,
        t("agencies.add.websiteHint"),
      )}
      {field(
        "services",
        t("agencies.add.services"),
        <input {...control("services", true)} type="text" required autoComplete="off" />,
        t("agencies.add.servicesHint"),
      )}
      <FormProblem message={sending.failure?.message ?? null} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSending}>
          {t("agencies.add.cancel")}
        </Button>
        <Button type="submit" isPending={isSending}>
          {isSending ? (
            <span className={fieldStyles.pending}>
              <SpinnerIcon />
              {t("agencies.add.sending")}
            </span>
          ) : (
            t("agencies.add.submit")
          )}
        </Button>
      </div>
    </form>
  );
}

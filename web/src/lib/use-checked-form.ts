import { useState, type FormEvent } from "react";
import { useLanguage } from "../i18n/language-provider";
import type { FormCheck, FormProblems } from "./check-form";
import { useSubmitForm, type SubmitForm } from "./use-submit-form";

export interface CheckedFormOptions<Field extends string, Values extends Readonly<Record<Field, unknown>>, Request> {
  /** The form's id prefix: each control is `<id>-<field>`, so the first field at fault gets the focus. */
  readonly id: string;
  readonly initialValues: Values;
  /** The fields in the order the form shows them. */
  readonly fields: readonly Field[];
  /** The check before sending (the server's own request schema), with each problem as a catalog key. */
  readonly check: (values: Values) => FormCheck<Field, Request>;
  /** Sends the request; resolves once stored, rejects when it did not go through. */
  readonly send: (request: Request) => Promise<unknown>;
  readonly fallbackMessage: string;
  readonly offlineMessage: string;
  /** Called once the server has stored what was sent (the dialog closes). */
  readonly onDone: () => void;
  readonly initialError?: unknown;
}

export interface CheckedForm<Field extends string, Values extends Readonly<Record<Field, unknown>>, Request> {
  readonly values: Values;
  readonly change: (field: Field, value: Values[Field]) => void;
  readonly submit: (event: FormEvent) => Promise<void>;
  /** The field's problem in the interface language: the form's own check first, the server's otherwise. */
  readonly problemOf: (field: Field) => string | null;
  readonly sending: SubmitForm<Request, unknown>;
}

/**
 * A dialog's form checked before it is sent and sent through useSubmitForm: a change forgets that
 * field's problems, a refused check puts the focus on the first field at fault, the server's field
 * errors land on their fields, and the dialog closes once the server has stored it.
 */
export const useCheckedForm = <Field extends string, Values extends Readonly<Record<Field, unknown>>, Request>(
  options: CheckedFormOptions<Field, Values, Request>,
): CheckedForm<Field, Values, Request> => {
  const { t } = useLanguage();
  const [values, setValues] = useState(options.initialValues);
  const [problems, setProblems] = useState<FormProblems<Field>>(() => ({}) as FormProblems<Field>);
  const sending = useSubmitForm<Request, unknown>({
    send: options.send,
    fallbackMessage: options.fallbackMessage,
    offlineMessage: options.offlineMessage,
    fields: options.fields,
    initialError: options.initialError,
  });

  const change = (field: Field, value: Values[Field]): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) as FormProblems<Field>);
    sending.clearField(field);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sending.isPending) return;
    const check = options.check(values);
    if (!check.ok) {
      setProblems(check.problems);
      // The first field at fault gets the focus, so a keyboard or screen-reader user lands on it.
      const first = options.fields.find((field) => check.problems[field] !== undefined);
      if (first !== undefined) document.getElementById(`${options.id}-${first}`)?.focus();
      return;
    }
    if ((await sending.submit(check.request)).ok) options.onDone();
  };

  const problemOf = (field: Field): string | null => {
    const own = problems[field];
    return own === undefined ? sending.fieldError(field) : t(own);
  };

  return { values, change, submit, problemOf, sending };
};

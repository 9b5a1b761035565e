import type { ReactNode } from "react";
import { describedBy, StepField } from "./step-field";
import * as fieldStyles from "./wizard-form.css";

export interface FormKitSource<Field extends string> {
  /** The form's id prefix: each control is `<id>-<field>`. */
  readonly id: string;
  readonly values: Readonly<Record<Field, unknown>>;
  readonly change: (field: Field, value: string) => void;
  readonly problemOf: (field: Field) => string | null;
}

/**
 * The two builders a dialog's form writes its text fields with: `control` gives a control its id,
 * value, change and problem (named for screen readers), `field` sets it under its label with its
 * hint and its problem's alert region.
 */
export const formKit = <Field extends string>({ id, values, change, problemOf }: FormKitSource<Field>) => ({
  control: (field: Field, hint = false) => ({
    id: `${id}-${field}`,
    className: fieldStyles.input,
    value: String(values[field]),
    "aria-invalid": problemOf(field) !== null,
    "aria-describedby": describedBy(`${id}-${field}-error`, hint ? `${id}-${field}-hint` : undefined),
    onChange: (event: { readonly target: { readonly value: string } }) => change(field, event.target.value),
  }),
  field: (name: Field, label: string, input: ReactNode, hint?: string) => (
    <StepField
      id={`${id}-${name}`}
      label={label}
      error={problemOf(name)}
      errorId={`${id}-${name}-error`}
      {...(hint === undefined ? {} : { hint, hintId: `${id}-${name}-hint` })}
    >
      {input}
    </StepField>
  ),
});

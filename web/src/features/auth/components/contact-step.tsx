import type { ContactMethod } from "@kominote/core/rules/login-contact";
import { useId, type FormEvent } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { FieldError } from "./field-error";
import * as styles from "./login-flow.css";

export interface ContactStepProps {
  readonly method: ContactMethod;
  readonly contact: string;
  /** The problem to show under the field (already in the interface language), or null. */
  readonly error: string | null;
  readonly isPending: boolean;
  readonly onMethodChange: (method: ContactMethod) => void;
  readonly onContactChange: (contact: string) => void;
  readonly onSubmit: () => void;
}

/** First step of signing in: e-mail or phone, then the address or number the code goes to. */
export function ContactStep({ method, contact, error, isPending, onMethodChange, onContactChange, onSubmit }: ContactStepProps) {
  const { t } = useLanguage();
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  const isEmail = method === "email";
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isPending}>
      <RadioGroup
        className={styles.methods}
        value={method}
        onChange={(value) => onMethodChange(value === "phone" ? "phone" : "email")}
        orientation="horizontal"
      >
        <Label className={styles.methodLabel}>{t("auth.login.methodLabel")}</Label>
        <div className={styles.methodOptions}>
          <Radio value="email" className={styles.method}>
            {t("auth.login.method.email")}
          </Radio>
          <Radio value="phone" className={styles.method}>
            {t("auth.login.method.phone")}
          </Radio>
        </div>
      </RadioGroup>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {isEmail ? t("auth.login.emailLabel") : t("auth.login.phoneLabel")}
        </label>
        <input
          // A new element per method, so the browser offers the right keyboard and autofill.
          key={method}
          id={inputId}
          className={styles.input}
          type={isEmail ? "email" : "tel"}
          autoComplete={isEmail ? "email" : "tel"}
          inputMode={isEmail ? "email" : "tel"}
          placeholder={isEmail ? undefined : "+509"}
          value={contact}
          onChange={(event) => onContactChange(event.target.value)}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={errorId}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {isPending ? t("auth.login.sending") : t("auth.login.sendCode")}
      </Button>
    </form>
  );
}

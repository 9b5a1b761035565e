import { useEffect, useRef } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "../../../ui/wizard-form.css";

export interface RegistrationSuccessProps {
  readonly fullName: string;
  readonly memberNumber: string;
  readonly onContinue: () => void;
}

/** The end of the wizard: welcome, the new member number, and the reminder to confirm the e-mail address. */
export function RegistrationSuccess({ fullName, memberNumber, onContinue }: RegistrationSuccessProps) {
  const { t } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t("registration.success.title", { name: fullName })}
      </h2>
      <p className={styles.label}>{t("registration.success.memberNumber")}</p>
      <p className={styles.memberNumber}>{memberNumber}</p>
      <p>{t("registration.success.checkEmail")}</p>
      <Button onPress={onContinue}>{t("registration.success.continue")}</Button>
    </div>
  );
}

import { registrationProgressPercent, registrationSteps } from "@kominote/core/rules/registration-steps";
import { useLanguage } from "../../../i18n/language-provider";
import * as styles from "./registration-wizard.css";

/** The percentage bar over the wizard, with "Step n of 9" for everyone and the value for assistive technology. */
export function RegistrationProgress({ stepIndex }: { readonly stepIndex: number }) {
  const { t } = useLanguage();
  const percent = Math.round(registrationProgressPercent(stepIndex));
  const stepText = t("registration.progress", { step: stepIndex + 1, total: registrationSteps.length });
  return (
    <div className={styles.progress}>
      <div className={styles.progressText} aria-hidden="true">
        <span>{stepText}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("registration.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stepText} (${percent}%)`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

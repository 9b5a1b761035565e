import { useLanguage } from "../../../i18n/language-provider";
import * as fieldStyles from "../../registration/components/registration-wizard.css";
import { contributionSteps } from "../lib/contribution-steps";

/** "Step n of 6" and its bar; assistive technology reads the same words as the value. */
export function WizardProgress({ stepIndex }: { readonly stepIndex: number }) {
  const { t } = useLanguage();
  const total = contributionSteps.length;
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const stepText = t("wizard.progress", { step: stepIndex + 1, total });
  return (
    <div className={fieldStyles.progress}>
      <div className={fieldStyles.progressText} aria-hidden="true">
        <span>{stepText}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("wizard.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={stepText}
        className={fieldStyles.progressTrack}
      >
        <div className={fieldStyles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

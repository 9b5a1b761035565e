import { useLanguage } from "../../../i18n/language-provider";
import { StepProgress } from "../../../ui/step-progress";
import { contributionSteps } from "../lib/contribution-steps";

/** "Step n of 6" and its bar; assistive technology reads the same words as the value. */
export function WizardProgress({ stepIndex }: { readonly stepIndex: number }) {
  const { t } = useLanguage();
  const total = contributionSteps.length;
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  return <StepProgress label={t("wizard.progressLabel")} stepText={t("wizard.progress", { step: stepIndex + 1, total })} percent={percent} />;
}

import { registrationProgressPercent, registrationSteps } from "@kominote/core/rules/registration-steps";
import { useLanguage } from "../../../i18n/language-provider";
import { StepProgress } from "../../../ui/step-progress";

/** The percentage bar over the wizard, with "Step n of 9" for everyone and the value for assistive technology. */
export function RegistrationProgress({ stepIndex }: { readonly stepIndex: number }) {
  const { t } = useLanguage();
  const percent = Math.round(registrationProgressPercent(stepIndex));
  const stepText = t("registration.progress", { step: stepIndex + 1, total: registrationSteps.length });
  return (
    <StepProgress label={t("registration.progressLabel")} stepText={stepText} percent={percent} valueText={`${stepText} (${percent}%)`} />
  );
}

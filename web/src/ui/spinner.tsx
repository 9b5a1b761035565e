import { useLanguage } from "../i18n/language-provider";
import { classNames } from "./class-names";
import { ring, spinner } from "./spinner.css";
import { VisuallyHidden } from "./visually-hidden";

export interface SpinnerProps {
  /** What is loading, read by screen readers; "Loading..." in the interface language by default. */
  readonly label?: string;
  readonly className?: string;
}

/** The turning ring alone, decorative: for places that already announce their own status text. */
export function SpinnerIcon() {
  return (
    <svg className={ring} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useLanguage();
  return (
    <span role="status" className={classNames(spinner, className)}>
      <SpinnerIcon />
      <VisuallyHidden>{label ?? t("shell.loading")}</VisuallyHidden>
    </span>
  );
}

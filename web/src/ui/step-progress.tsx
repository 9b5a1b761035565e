import * as styles from "./step-progress.css";

export interface StepProgressProps {
  /** The bar's accessible name. */
  readonly label: string;
  /** "Step n of m", shown over the bar. */
  readonly stepText: string;
  /** 0 to 100, whole. */
  readonly percent: number;
  /** What assistive technology reads as the value; the step text unless told. */
  readonly valueText?: string;
}

/** A wizard's place: "Step n of m" and the percentage over a bar; the words shown are read once, as the bar's value. */
export function StepProgress({ label, stepText, percent, valueText = stepText }: StepProgressProps) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressText} aria-hidden="true">
        <span>{stepText}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

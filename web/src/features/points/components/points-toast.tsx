import type { RecentPointEvent } from "@kominote/core/schemas/points";
import { useEffect } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { pointsToastMs } from "../lib/point-toasts";
import * as styles from "./points.css";

export interface PointsToastProps {
  /** The award to show; null shows nothing. */
  readonly award: Pick<RecentPointEvent, "id" | "points" | "description"> | null;
  /** Called when the toast's time is up. */
  readonly onDone: () => void;
  readonly durationMs?: number;
}

/**
 * "+10, Kontribisyon voye" sliding in for 4 s. The live region is always on the page, so screen
 * readers announce each award politely as its text appears; a new award restarts the time.
 */
export function PointsToast({ award, onDone, durationMs = pointsToastMs }: PointsToastProps) {
  const { t } = useLanguage();
  useEffect(() => {
    if (award === null) return;
    const timer = window.setTimeout(onDone, durationMs);
    return () => window.clearTimeout(timer);
  }, [award, onDone, durationMs]);
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite" aria-atomic="true" aria-label={t("points.toast.label")}>
      {award === null ? null : (
        <div key={award.id} className={styles.toast}>
          <span className={styles.toastPoints}>{t("points.toast.gained", { points: award.points })}</span>
          <span>{award.description}</span>
        </div>
      )}
    </div>
  );
}

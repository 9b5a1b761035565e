import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { finderFailureMessage } from "../lib/geolocation";
import type { DevicePosition } from "../lib/use-position";
import * as styles from "./places.css";

export interface CoordinateFinderProps {
  readonly device: Pick<DevicePosition, "position" | "locating" | "failure" | "locate">;
  /** A problem with the coordinates from the form or the server ('find them first', 'outside Haiti'). */
  readonly problem: string | null;
  readonly problemId: string;
  /** The button's id, so a form can bring the focus to it when the coordinates are missing. */
  readonly buttonId?: string;
}

/** 'Jwenn kote m ye': asks the device for its position and shows it to 6 decimals, or why none came. */
export function CoordinateFinder({ device, problem, problemId, buttonId }: CoordinateFinderProps) {
  const { t } = useLanguage();
  const { position, locating, failure } = device;
  const message = failure === null ? problem : t(finderFailureMessage[failure]);
  return (
    <section className={styles.section} aria-labelledby="finder-title">
      <h2 id="finder-title" className={styles.sectionTitle}>
        {t("places.finder.title")}
      </h2>
      <p className={styles.note}>{t("places.finder.intro")}</p>
      <div className={styles.actions}>
        <Button id={buttonId} onPress={() => void device.locate()} isPending={locating} aria-describedby={problemId}>
          {locating ? (
            <>
              <SpinnerIcon /> {t("places.finder.locating")}
            </>
          ) : (
            t("places.finder.locate")
          )}
        </Button>
      </div>
      <p role="status" className={styles.note}>
        {position === null ? "" : t("places.finder.found")}
      </p>
      {position === null ? null : (
        <dl className={styles.coordinates}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t("places.finder.latitude")}</dt>
            <dd className={styles.factValue}>{position.latitude.toFixed(6)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t("places.finder.longitude")}</dt>
            <dd className={styles.factValue}>{position.longitude.toFixed(6)}</dd>
          </div>
        </dl>
      )}
      <p id={problemId} role="alert" className={message === null ? styles.note : styles.problem}>
        {message ?? ""}
      </p>
    </section>
  );
}

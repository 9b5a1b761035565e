import { useLanguage } from "../../../i18n/language-provider";
import type { Place } from "../api/list-locations";
import { previewOf } from "../lib/map-place-form";
import * as styles from "./places.css";

/** Under the map: the first six places with their coordinates to 4 decimals, and a '+N' tile for the rest. */
export function PlacePreviewGrid({ places }: { readonly places: readonly Place[] }) {
  const { t } = useLanguage();
  const { shown, more } = previewOf(places);
  return (
    <ul className={styles.preview} aria-label={t("places.map.preview")}>
      {shown.map((place) => (
        <li key={place.id} className={styles.previewTile}>
          <strong className={styles.previewName}>{place.name}</strong>
          {/* Each coordinate whole on its own line: a narrow tile must not break "-72.3350" between digits. */}
          <span className={styles.note}>
            <span className={styles.coordinate}>{place.latitude.toFixed(4)},</span> <span className={styles.coordinate}>{place.longitude.toFixed(4)}</span>
          </span>
        </li>
      ))}
      {more > 0 ? (
        <li className={styles.previewMore}>
          <span aria-hidden="true">{t("places.map.more", { count: String(more) })}</span>
          <span className={styles.visuallyHidden}>{t("places.map.moreLabel", { count: String(more) })}</span>
        </li>
      ) : null}
    </ul>
  );
}

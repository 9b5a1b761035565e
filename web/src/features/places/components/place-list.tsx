import type { Coordinates } from "@kominote/core/rules/geo";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import type { Place } from "../api/list-locations";
import { distanceLabel } from "../lib/distance-label";
import * as styles from "./places.css";
import { ReviewBadge } from "./review-badge";

export interface PlaceListProps {
  readonly places: readonly Place[];
  readonly selectedId?: number | undefined;
  readonly onSelect: (id: number) => void;
  readonly position?: Coordinates | null;
  /** The list's accessible name. */
  readonly label: string;
  /** The member's own places: each also has 'Modifye'. */
  readonly onEdit?: (place: Place) => void;
}

/** Places as a list, each chosen with its button; the chosen one is marked for every reader. */
export function PlaceList({ places, selectedId, onSelect, position = null, label, onEdit }: PlaceListProps) {
  const { t } = useLanguage();
  return (
    <ul className={styles.list} aria-label={label}>
      {places.map((place) => {
        const distance = distanceLabel(position, place);
        const selected = place.id === selectedId;
        return (
          <li key={place.id} className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
            <div className={styles.rowText}>
              <h3 className={styles.rowTitle}>{place.name}</h3>
              <p className={styles.rowMeta}>
                {distance === null ? null : <>{t("places.distance", { distance })} · </>}
                <ReviewBadge status={place.status} />
              </p>
              {place.status === "rejected" && place.rejectionReason !== null ? (
                <p className={styles.rowMeta}>{t("places.detail.rejected", { reason: place.rejectionReason })}</p>
              ) : null}
            </div>
            <div className={styles.actions}>
              <Button variant={selected ? "primary" : "secondary"} aria-pressed={selected} aria-label={t("places.search.select", { name: place.name })} onPress={() => onSelect(place.id)}>
                {t("places.map.view")}
              </Button>
              {onEdit === undefined ? null : (
                <Button variant="secondary" aria-label={t("places.map.editLabel", { name: place.name })} onPress={() => onEdit(place)}>
                  {t("places.map.edit")}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

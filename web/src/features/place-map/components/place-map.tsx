import { lazy, Suspense, useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { SpinnerIcon } from "../../../ui/spinner";
import type { PlaceMapProps } from "../lib/map-view";
import * as styles from "./place-map.css";

export type { PlaceMapProps, PlaceMarker } from "../lib/map-view";

// Leaflet is loaded only when a map is drawn: its code and styles stay out of every other chunk.
const LeafletPlaceMap = lazy(() => import("./leaflet-place-map").then((module) => ({ default: module.LeafletPlaceMap })));

/**
 * An interactive map of places. Usable without dragging (WCAG 2.5.7): zoom buttons, the arrow and
 * +/- keys once the map has the focus, and each marker a button reached with Tab. The screen keeps
 * a list of the same places beside it as the equal alternative.
 */
export function PlaceMap(props: PlaceMapProps) {
  const { t } = useLanguage();
  const hintId = useId();
  return (
    <div className={styles.frame}>
      <p id={hintId} className={styles.hint}>
        {t("places.mapView.hint")}
      </p>
      <Suspense
        fallback={
          <div className={styles.loading} role="status">
            <SpinnerIcon />
            {t("places.mapView.loading")}
          </div>
        }
      >
        <LeafletPlaceMap
          {...props}
          describedBy={hintId}
          zoomInTitle={t("places.mapView.zoomIn")}
           zoomOutTitle={t("places.mapView.zoomOut")}
          groupLabel={(count, names) => t("places.mapView.group", { count: String(count), names })}
        />
      </Suspense>
    </div>
  );
}

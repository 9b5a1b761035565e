import { lazy, Suspense, useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { SpinnerIcon } from "../../../ui/spinner";
import type { PlaceMarker, ViewportBox } from "../lib/map-view";
import * as styles from "./place-map.css";

export type { PlaceMarker } from "../lib/map-view";

export interface PlaceMapProps {
  readonly markers: readonly PlaceMarker[];
  /** A marker pressed (click, Enter): the screen shows that place, in its list or a dialog. */
  readonly onSelect?: (id: number) => void;
  readonly selectedId?: number;
  /** The map's accessible name. */
  readonly label: string;
  /** Fit every marker in view with 10 % padding, never closer than zoom 18. */
  readonly fitToMarkers?: boolean;
  /** Where the map opens when it does not fit its markers: Haiti, 18.97, -72.29 at zoom 8, by default. */
  readonly center?: readonly [latitude: number, longitude: number];
  readonly zoom?: number;
  /** The visible box after each move, for a screen that asks the server for what is in view. */
  readonly onViewportChange?: (bbox: ViewportBox) => void;
}

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
        <LeafletPlaceMap {...props} describedBy={hintId} zoomInTitle={t("places.mapView.zoomIn")} zoomOutTitle={t("places.mapView.zoomOut")} />
      </Suspense>
    </div>
  );
}

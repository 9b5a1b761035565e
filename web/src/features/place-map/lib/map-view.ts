import { mapMaxZoom, mapTilesOf, type MapTiles } from "@kominote/core/rules/map-tiles";

/** A marker as the map draws it: where, and the name read out for it. */
export interface PlaceMarker {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly label: string;
}

/** The shared map's props (kept exactly as the screens reusing it expect). */
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

/** A viewport as the places query takes it (`bbox=minLon,minLat,maxLon,maxLat`). */
export type ViewportBox = readonly [minLon: number, minLat: number, maxLon: number, maxLat: number];

/** SPEC 2: the map fits every marker with 10 % padding on each side, never closer than the tiles go. */
export const fitPadding = 0.1;

/**
 * Room kept, in pixels, between the fitted markers and the map's own controls (the zoom buttons at
 * top left, the tile credit at bottom right), so no pin starts half hidden under one.
 */
export const controlClearance = { paddingTopLeft: [64, 24], paddingBottomRight: [24, 32] } as const;
export { mapMaxZoom };

/** A place whose coordinates are missing or not numbers is left off the map (SPEC 2), never drawn at 0,0. */
export const drawableMarkers = (markers: readonly PlaceMarker[]): readonly PlaceMarker[] =>
  markers.filter(
    (marker) =>
      Number.isFinite(marker.latitude) &&
      Number.isFinite(marker.longitude) &&
      Math.abs(marker.latitude) <= 90 &&
      Math.abs(marker.longitude) <= 180,
  );

/**
 * The box holding every marker, grown by `fitPadding` of its size on each side; null with no
 * marker. A single marker has no size, so it is given a street's width (about 500 m) around it.
 */
export const paddedBounds = (markers: readonly PlaceMarker[]): { readonly south: number; readonly west: number; readonly north: number; readonly east: number } | null => {
  const drawable = drawableMarkers(markers);
  if (drawable.length === 0) return null;
  const latitudes = drawable.map((marker) => marker.latitude);
  const longitudes = drawable.map((marker) => marker.longitude);
  const [south, north, west, east] = [Math.min(...latitudes), Math.max(...latitudes), Math.min(...longitudes), Math.max(...longitudes)];
  const padLat = Math.max((north - south) * fitPadding, 0.0025);
  const padLon = Math.max((east - west) * fitPadding, 0.0025);
  return { south: south - padLat, west: west - padLon, north: north + padLat, east: east + padLon };
};

/** Four decimals (about 11 m) are enough to tell two viewports apart; fewer refetches while the map settles. */
const round4 = (degrees: number): number => Math.round(degrees * 1e4) / 1e4;

export const viewportBox = (bounds: { readonly south: number; readonly west: number; readonly north: number; readonly east: number }): ViewportBox => [
  round4(Math.max(-180, bounds.west)),
  round4(Math.max(-90, bounds.south)),
  round4(Math.min(180, bounds.east)),
  round4(Math.min(90, bounds.north)),
];

/**
 * The tile server: `MAP_TILE_URL` and `MAP_TILE_ATTRIBUTION` as the build saw them (web/vite.config.ts
 * passes that prefix through), else OpenStreetMap's standard tiles. The server reads the same
 * `MAP_TILE_URL` when it starts and allows its origin in the page's policy (core's `mapTilesOf`).
 */
export const configuredTiles = (env: Readonly<Record<string, unknown>> = import.meta.env): MapTiles =>
  mapTilesOf(
    typeof env.MAP_TILE_URL === "string" ? env.MAP_TILE_URL : undefined,
    typeof env.MAP_TILE_ATTRIBUTION === "string" ? env.MAP_TILE_ATTRIBUTION : "",
  );

/** A marker where the map draws it, in screen pixels at the current zoom. */
export interface PlacedMarker {
  readonly marker: PlaceMarker;
  readonly x: number;
  readonly y: number;
}

/** One pin on screen: a single place, or several too close to tell apart at this zoom. */
export interface MarkerGroup {
  readonly markers: readonly PlaceMarker[];
  readonly x: number;
  readonly y: number;
}

/**
 * Pins are 28 px circles: any two closer than this are drawn as one group, so no pin covers
 * another and each stays a whole 24 px target (WCAG 2.5.8) at every zoom.
 */
export const pinSpacing = 34;

/**
 * Groups the markers greedily in the given order: each joins the first group whose centre is
 * closer than `spacing`, else starts one. A group's centre stays its first marker's position.
 */
export const groupMarkers = (placed: readonly PlacedMarker[], spacing: number = pinSpacing): readonly MarkerGroup[] => {
  const groups: { markers: PlaceMarker[]; x: number; y: number }[] = [];
  for (const { marker, x, y } of placed) {
    const near = groups.find((group) => Math.hypot(group.x - x, group.y - y) < spacing);
    if (near === undefined) groups.push({ markers: [marker], x, y });
    else near.markers.push(marker);
  }
  return groups;
};

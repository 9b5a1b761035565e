import { haitiMapCentre } from "@kominote/core/rules/map-tiles";
import { divIcon, latLngBounds } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useState } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { configuredTiles, controlClearance, drawableMarkers, fitPadding, groupMarkers, mapMaxZoom, paddedBounds, viewportBox, type PlaceMapProps, type PlaceMarker } from "../lib/map-view";
import * as styles from "./place-map.css";

interface LeafletPlaceMapProps extends PlaceMapProps {
  readonly describedBy: string;
  readonly zoomInTitle: string;
  readonly zoomOutTitle: string;
  /** A group's name: how many places and which, in the reader's language. */
  readonly groupLabel: (count: number, names: string) => string;
}

const tiles = configuredTiles();

const clearance = {
  paddingTopLeft: [...controlClearance.paddingTopLeft] as [number, number],
  paddingBottomRight: [...controlClearance.paddingBottomRight] as [number, number],
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A pin whose name is its text: Leaflet makes it a focusable button, so the name is what is read. */
const pin = (label: string, selected: boolean, count: number) =>
  divIcon({
    className: [styles.marker, selected ? styles.selectedMarker : "", count > 1 ? styles.groupMarker : ""].join(" "),
    html: `${count > 1 ? `<span aria-hidden="true">${count}</span>` : ""}<span class="${styles.markerName}">${escapeHtml(label)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/** Enter and Space act on a focused pin as on any button (Leaflet itself acts on Enter only for a popup). */
const onActivate = (act: () => void) => ({
  click: act,
  keydown: (event: { originalEvent: Event }) => {
    const key = (event.originalEvent as KeyboardEvent).key;
    if (key !== "Enter" && key !== " ") return;
    event.originalEvent.preventDefault();
    act();
  },
});

interface PinsProps {
  readonly markers: readonly PlaceMarker[];
  readonly selectedId: number | undefined;
  readonly onSelect: ((id: number) => void) | undefined;
  readonly groupLabel: (count: number, names: string) => string;
}

/**
 * The pins at the current zoom: places too close to be told apart share one pin, which zooms in
 * on them when pressed (or, already at the closest zoom, opens the first).
 */
function Pins({ markers, selectedId, onSelect, groupLabel }: PinsProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // The map may have been fitted to its markers before the listener above was attached (a sibling's
  // effect ran first): read the zoom once mounted, or pins would be grouped for the wrong zoom and overlap.
  useEffect(() => setZoom(map.getZoom()), [map]);
  const groups = useMemo(
    () =>
      groupMarkers(
        markers.map((marker) => {
          const point = map.project([marker.latitude, marker.longitude], zoom);
          return { marker, x: point.x, y: point.y };
        }),
      ),
    [map, markers, zoom],
  );
  return groups.map(({ markers: members }) => {
    const [first] = members as [PlaceMarker, ...PlaceMarker[]];
    const selected = members.some((marker) => marker.id === selectedId);
    if (members.length === 1) {
      return (
        <Marker
          key={first.id}
          position={[first.latitude, first.longitude]}
          icon={pin(first.label, selected, 1)}
          title={first.label}
          keyboard
          zIndexOffset={selected ? 1000 : 0}
          eventHandlers={onActivate(() => onSelect?.(first.id))}
        />
      );
    }
    const label = groupLabel(members.length, members.map((marker) => marker.label).join(", "));
    const zoomIn = (): void => {
      if (map.getZoom() >= mapMaxZoom) {
        onSelect?.(first.id);
        return;
      }
      const bounds = latLngBounds(members.map((marker) => [marker.latitude, marker.longitude] as [number, number]));
      map.fitBounds(bounds.pad(fitPadding), { maxZoom: mapMaxZoom, ...clearance });
    };
    return (
      <Marker
        key={members.map((marker) => marker.id).join("-")}
        position={[first.latitude, first.longitude]}
        icon={pin(label, selected, members.length)}
        title={label}
        keyboard
        zIndexOffset={selected ? 1000 : 0}
        eventHandlers={onActivate(zoomIn)}
      />
    );
  });
}

/** Fits the markers whenever the set changes (not on every render, which would undo the reader's zoom). */
function FitToMarkers({ markers }: { readonly markers: readonly PlaceMarker[] }) {
  const map = useMap();
  const key = markers.map((marker) => `${marker.id}:${marker.latitude}:${marker.longitude}`).join("|");
  useEffect(() => {
    const bounds = paddedBounds(markers);
    if (bounds === null) return;
    // No animation: the map opens already fitted, never showing pins mid-flight on top of each other.
    map.fitBounds(latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]), { maxZoom: mapMaxZoom, animate: false, ...clearance });
    // Only the set of places matters, not the array's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

function ReportViewport({ onChange }: { readonly onChange: NonNullable<PlaceMapProps["onViewportChange"]> }) {
  const map = useMapEvents({
    moveend: () => {
      const bounds = map.getBounds();
      onChange(viewportBox({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() }));
    },
  });
  return null;
}

/** Names the map's container for assistive technology: Leaflet makes it focusable but gives it no name. */
function NameContainer({ label, describedBy }: { readonly label: string; readonly describedBy: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
    container.setAttribute("aria-describedby", describedBy);
  }, [map, label, describedBy]);
  return null;
}

export function LeafletPlaceMap({
  markers,
  onSelect,
  selectedId,
  label,
  fitToMarkers = false,
  center = [haitiMapCentre.latitude, haitiMapCentre.longitude],
  zoom = haitiMapCentre.zoom,
  onViewportChange,
  describedBy,
  zoomInTitle,
  zoomOutTitle,
  groupLabel,
}: LeafletPlaceMapProps) {
  const drawable = useMemo(() => drawableMarkers(markers), [markers]);
  // A reader who asked their system for less motion gets zooms and pans without animation.
  const [still] = useState(() => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);

  return (
    <MapContainer
      className={styles.map}
      center={[center[0], center[1]]}
      zoom={zoom}
      maxZoom={mapMaxZoom}
      zoomControl={false}
      keyboard
      scrollWheelZoom={false}
      zoomAnimation={!still}
      fadeAnimation={!still}
      markerZoomAnimation={!still}
    >
      <NameContainer label={label} describedBy={describedBy} />
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={mapMaxZoom} />
      <ZoomControl position="topleft" zoomInTitle={zoomInTitle} zoomOutTitle={zoomOutTitle} />
      {fitToMarkers ? <FitToMarkers markers={drawable} /> : null}
      {onViewportChange === undefined ? null : <ReportViewport onChange={onViewportChange} />}
      <Pins markers={drawable} selectedId={selectedId} onSelect={onSelect} groupLabel={groupLabel} />
    </MapContainer>
  );
}

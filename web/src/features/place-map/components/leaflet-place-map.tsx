import { haitiMapCentre } from "@kominote/core/rules/map-tiles";
import { divIcon, latLngBounds, type Map as LeafletMap } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { configuredTiles, drawableMarkers, mapMaxZoom, paddedBounds, viewportBox, type PlaceMapProps, type PlaceMarker } from "../lib/map-view";
import * as styles from "./place-map.css";

interface LeafletPlaceMapProps extends PlaceMapProps {
  readonly describedBy: string;
  readonly zoomInTitle: string;
  readonly zoomOutTitle: string;
}

const tiles = configuredTiles();

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A pin whose name is its text: Leaflet makes it a focusable button, so the name is what is read. */
const pin = (marker: PlaceMarker, selected: boolean) =>
  divIcon({
    className: selected ? `${styles.marker} ${styles.selectedMarker}` : styles.marker,
    html: `<span class="${styles.markerName}">${escapeHtml(marker.label)}</span>`,
    iconSize: selected ? [30, 30] : [24, 24],
    iconAnchor: selected ? [15, 30] : [12, 24],
  });

/** Fits the markers whenever the set changes (not on every render, which would undo the reader's zoom). */
function FitToMarkers({ markers }: { readonly markers: readonly PlaceMarker[] }) {
  const map = useMap();
  const key = markers.map((marker) => `${marker.id}:${marker.latitude}:${marker.longitude}`).join("|");
  useEffect(() => {
    const bounds = paddedBounds(markers);
    if (bounds === null) return;
    map.fitBounds(latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]), { maxZoom: mapMaxZoom });
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
const nameContainer = (map: LeafletMap, label: string, describedBy: string): void => {
  const container = map.getContainer();
  container.setAttribute("role", "region");
  container.setAttribute("aria-label", label);
  container.setAttribute("aria-describedby", describedBy);
};

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
}: LeafletPlaceMapProps) {
  const drawable = useMemo(() => drawableMarkers(markers), [markers]);
  const mapRef = useRef<LeafletMap | null>(null);
  useEffect(() => {
    if (mapRef.current !== null) nameContainer(mapRef.current, label, describedBy);
  }, [label, describedBy]);

  return (
    <MapContainer
      ref={mapRef}
      className={styles.map}
      center={[center[0], center[1]]}
      zoom={zoom}
      maxZoom={mapMaxZoom}
      zoomControl={false}
      keyboard
      scrollWheelZoom={false}
      whenReady={() => {
        if (mapRef.current !== null) nameContainer(mapRef.current, label, describedBy);
      }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={mapMaxZoom} />
      <ZoomControl position="topleft" zoomInTitle={zoomInTitle} zoomOutTitle={zoomOutTitle} />
      {fitToMarkers ? <FitToMarkers markers={drawable} /> : null}
      {onViewportChange === undefined ? null : <ReportViewport onChange={onViewportChange} />}
      {drawable.map((marker) => (
        <Marker
          key={marker.id}
          position={[marker.latitude, marker.longitude]}
          icon={pin(marker, marker.id === selectedId)}
          title={marker.label}
          keyboard
          zIndexOffset={marker.id === selectedId ? 1000 : 0}
          eventHandlers={{
            click: () => onSelect?.(marker.id),
            // Leaflet makes the pin a focusable button but acts on Enter only for a popup: Enter
            // and Space choose the place, as they would any button.
            keydown: (event) => {
              const key = (event.originalEvent as KeyboardEvent).key;
              if (key !== "Enter" && key !== " ") return;
              event.originalEvent.preventDefault();
              onSelect?.(marker.id);
            },
          }}
        />
      ))}
    </MapContainer>
  );
}

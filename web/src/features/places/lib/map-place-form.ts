import type { Coordinates } from "@kominote/core/rules/geo";
import type { CreateLocationBody, UpdateLocationBody } from "../api/save-location";
import type { Place } from "../api/list-locations";

/** What the map page's add and edit dialogs hold, as typed. */
export interface MapPlaceValues {
  readonly name: string;
  readonly description: string;
  readonly photoUrl: string;
}

export const emptyMapPlace: MapPlaceValues = { name: "", description: "", photoUrl: "" };

/** SPEC 4: the edit dialog opens with the place's values, "" for a missing description or photo. */
export const mapPlaceValues = (place: Place): MapPlaceValues => ({
  name: place.name,
  description: place.description ?? "",
  photoUrl: place.photoUrl ?? "",
});

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** The JSON the map page adds a place with; the server checks it (its field errors come back on each field). */
export const createBody = (values: MapPlaceValues, position: Coordinates): CreateLocationBody => ({
  name: values.name.trim(),
  description: orNull(values.description),
  photoUrl: orNull(values.photoUrl),
  latitude: position.latitude,
  longitude: position.longitude,
});

export const updateBody = (values: MapPlaceValues): UpdateLocationBody => ({
  name: values.name.trim(),
  description: orNull(values.description),
  photoUrl: orNull(values.photoUrl),
});

/** The map's preview grid: the first six places, and how many more the '+N' tile stands for. */
export const previewLimit = 6;

export const previewOf = <T>(places: readonly T[]): { readonly shown: readonly T[]; readonly more: number } => ({
  shown: places.slice(0, previewLimit),
  more: Math.max(0, places.length - previewLimit),
});

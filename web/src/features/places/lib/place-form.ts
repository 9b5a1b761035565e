import type { MessageKey } from "@kominote/core/i18n/messages";
import type { Coordinates } from "@kominote/core/rules/geo";
import { clearDraft, loadDraft, saveDraft } from "../../../lib/drafts";

/** What the finder's form holds. */
export interface FinderValues {
  readonly name: string;
  readonly description: string;
  readonly photo: File | null;
}

export type FinderField = "name" | "coordinates" | "photo";

export const finderFields = ["name", "latitude", "longitude", "description", "photo"] as const;

export const emptyFinderValues: FinderValues = { name: "", description: "", photo: null };

/** An image by its type as the browser reports it; the server checks the bytes again. */
export const isImageFile = (file: File): boolean => file.type.startsWith("image/");

export type FinderCheck =
  | { readonly ok: true; readonly form: FormData }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<FinderField, MessageKey>>> };

/**
 * SPEC 5 for the finder: a name (trimmed), coordinates found first, a photo only if an image.
 * The multipart form the server takes: name, latitude, longitude (6 decimals), description, photo.
 */
export const checkFinderForm = (values: FinderValues, coordinates: Coordinates | null): FinderCheck => {
  const problems: Partial<Record<FinderField, MessageKey>> = {};
  const name = values.name.trim();
  if (name === "") problems.name = "places.form.nameRequired";
  if (coordinates === null) problems.coordinates = "places.form.coordinatesFirst";
  if (values.photo !== null && !isImageFile(values.photo)) problems.photo = "places.form.photoType";
  if (Object.keys(problems).length > 0 || coordinates === null) return { ok: false, problems };
  const form = new FormData();
  form.append("name", name);
  form.append("latitude", coordinates.latitude.toFixed(6));
  form.append("longitude", coordinates.longitude.toFixed(6));
  const description = values.description.trim();
  if (description !== "") form.append("description", description);
  if (values.photo !== null) form.append("photo", values.photo, values.photo.name);
  return { ok: true, form };
};

/**
 * What a visitor typed before being asked to sign in, kept on the device so the form reopens with
 * it (a photo cannot be kept: it is chosen again). Taken once, then gone.
 */
export const placeDraftKey = "kominote.place-draft";
const draftFields = ["name", "description", "latitude", "longitude"] as const;

export interface PlaceDraft {
  readonly name: string;
  readonly description: string;
  readonly coordinates: Coordinates | null;
}

export const keepPlaceDraft = (draft: PlaceDraft, storage?: Storage): void =>
  saveDraft(
    placeDraftKey,
    {
      name: draft.name,
      description: draft.description,
      latitude: draft.coordinates === null ? "" : String(draft.coordinates.latitude),
      longitude: draft.coordinates === null ? "" : String(draft.coordinates.longitude),
    },
    storage ?? globalThis.localStorage,
  );

export const takePlaceDraft = (storage?: Storage): PlaceDraft | null => {
  const store = storage ?? globalThis.localStorage;
  const saved = loadDraft(placeDraftKey, draftFields, store);
  clearDraft(placeDraftKey, store);
  if (Object.values(saved).every((value) => value === "")) return null;
  const latitude = Number.parseFloat(saved.latitude);
  const longitude = Number.parseFloat(saved.longitude);
  const coordinates = Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  return { name: saved.name, description: saved.description, coordinates };
};

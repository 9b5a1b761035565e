import { createSafePlaceRequestSchema, type CreateSafePlaceRequest } from "@kominote/core/schemas/safe-places";
import { checkForm, type FormCheck } from "../../../lib/check-form";
import { commaList, numberOf, emptyMeansRequired } from "../../../lib/place-form";
import type { SafePlace } from "../api/safe-places";

/** What the safe place form holds, as typed ("" for a choice not made yet). */
export interface SafePlaceFormValues {
  readonly name: string;
  readonly category: string;
  readonly address: string;
  readonly description: string;
  readonly latitude: string;
  readonly longitude: string;
  /** The tags as typed: comma-separated. */
  readonly tags: string;
}

export type SafePlaceField = keyof SafePlaceFormValues;

/** The fields in the order the form shows them (a server problem on another field goes to the form's message). */
export const safePlaceFormFields = ["name", "category", "address", "description", "latitude", "longitude", "tags"] as const satisfies readonly SafePlaceField[];

export const emptySafePlaceForm: SafePlaceFormValues = { name: "", category: "", address: "", description: "", latitude: "", longitude: "", tags: "" };

/** The form opened on one's own place, to correct it. */
export const safePlaceFormOf = (place: SafePlace): SafePlaceFormValues => ({
  name: place.name,
  category: place.category,
  address: place.address,
  description: place.description,
  latitude: String(place.latitude),
  longitude: String(place.longitude),
  tags: place.tags.join(", "),
});

/**
 * SPEC 5 for a safe place, checked by the server's own request schema: name, address, description,
 * a category, latitude and longitude as numbers; the tags optional.
 */
export const checkSafePlaceForm = (values: SafePlaceFormValues): FormCheck<SafePlaceField, CreateSafePlaceRequest> =>
  emptyMeansRequired(
    checkForm<SafePlaceField, CreateSafePlaceRequest>(createSafePlaceRequestSchema, {
      name: values.name,
      category: values.category === "" ? undefined : values.category,
      address: values.address,
      description: values.description,
      latitude: numberOf(values.latitude),
      longitude: numberOf(values.longitude),
      tags: commaList(values.tags),
    }),
    values,
  );

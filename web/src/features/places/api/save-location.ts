import type { paths } from "@kominote/openapi/client/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { withIdempotencyKey } from "../../../api/idempotency-key";
import { newOutboxKey, type OutboxFile } from "../../../lib/outbox/outbox-entry";
import { sendOrKeep, type SentOrKept, type WaitingSubmission } from "../../../lib/outbox/send-or-keep";
import { placesQueryPrefix, type Place } from "./list-locations";

/** The outbox kind of a place added without a connection (decision 0034): shown among the member's places. */
export const placeOutboxKind = "place";


/** What the map page's `POST /api/locations` takes as JSON. */
export type CreateLocationBody = paths["/api/locations"]["post"]["requestBody"]["content"]["application/json"];

/** What `PATCH /api/locations/{id}` takes. */
export type UpdateLocationBody = paths["/api/locations/{id}"]["patch"]["requestBody"]["content"]["application/json"];

/** `POST /api/locations` as JSON (the map page): the place waits for a moderator's review. */
export const createLocation = (body: CreateLocationBody, key?: string): Promise<Place> =>
  expectData(api.POST("/api/locations", { body, ...withIdempotencyKey(key) }));

/**
 * `POST /api/locations` as a multipart form (the finder: name, coordinates, optional photo file).
 * The browser writes the multipart boundary itself, so the form is handed over as it is.
 */
export const submitLocationForm = (form: FormData, key?: string): Promise<Place> =>
  expectData(api.POST("/api/locations", { body: form as never, bodySerializer: (body: unknown) => body as FormData, ...withIdempotencyKey(key) }));

/** A place as the outbox keeps it (JSON from the map page). */
const waitingPlace = (body: CreateLocationBody): WaitingSubmission => ({
  kind: placeOutboxKind,
  scope: "mine",
  preview: body.name,
  path: "/api/locations",
  body: { ...body },
});

/** The finder's multipart form as the outbox keeps it: its text fields, and the photo as a Blob. */
export const waitingPlaceForm = (form: FormData): WaitingSubmission => {
  const body: Record<string, string> = {};
  const files: OutboxFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") body[name] = value;
    else files.push({ field: name, single: true, purpose: "", name: value.name, blob: value });
  }
  return { kind: placeOutboxKind, scope: "mine", preview: body.name ?? "", path: "/api/locations", body, files, encoding: "multipart" };
};

/** `PATCH /api/locations/{id}`: the member's own place (the server refuses anyone else's). */
export const updateLocation = ({ id, body }: { readonly id: number; readonly body: UpdateLocationBody }): Promise<Place> =>
  expectData(api.PATCH("/api/locations/{id}", { params: { path: { id } }, body }));

/**
 * Every list, count and single place is asked again after a write (SPEC 4: "lists refetch"); a
 * place kept on the device for want of a connection (`kept`) waits among the member's places.
 */
const useRefreshingPlaces = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) =>
      (answer as Partial<SentOrKept<unknown>>).kept === true ? undefined : queryClient.invalidateQueries({ queryKey: placesQueryPrefix }),
  });
};

/** Each press is one submission with its own Idempotency-Key; with no connection it waits on the device. */
export const useCreateLocation = () =>
  useRefreshingPlaces((body: CreateLocationBody) => sendOrKeep(newOutboxKey(), (key) => createLocation(body, key), waitingPlace(body)));
export const useSubmitLocationForm = () =>
  useRefreshingPlaces((form: FormData) => sendOrKeep(newOutboxKey(), (key) => submitLocationForm(form, key), waitingPlaceForm(form)));
export const useUpdateLocation = () => useRefreshingPlaces(updateLocation);

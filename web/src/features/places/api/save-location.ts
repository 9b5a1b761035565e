import type { paths } from "@kominote/openapi/client/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { placesQueryPrefix, type Place } from "./list-locations";

/** What the map page's `POST /api/locations` takes as JSON. */
export type CreateLocationBody = paths["/api/locations"]["post"]["requestBody"]["content"]["application/json"];

/** What `PATCH /api/locations/{id}` takes. */
export type UpdateLocationBody = paths["/api/locations/{id}"]["patch"]["requestBody"]["content"]["application/json"];

/** `POST /api/locations` as JSON (the map page): the place waits for a moderator's review. */
export const createLocation = (body: CreateLocationBody): Promise<Place> => expectData(api.POST("/api/locations", { body }));

/**
 * `POST /api/locations` as a multipart form (the finder: name, coordinates, optional photo file).
 * The browser writes the multipart boundary itself, so the form is handed over as it is.
 */
export const submitLocationForm = (form: FormData): Promise<Place> =>
  expectData(api.POST("/api/locations", { body: form as never, bodySerializer: (body: unknown) => body as FormData }));

/** `PATCH /api/locations/{id}`: the member's own place (the server refuses anyone else's). */
export const updateLocation = ({ id, body }: { readonly id: number; readonly body: UpdateLocationBody }): Promise<Place> =>
  expectData(api.PATCH("/api/locations/{id}", { params: { path: { id } }, body }));

/** Every list, count and single place is asked again after a write (SPEC 4: "lists refetch"). */
const useRefreshingPlaces = <Input>(send: (input: Input) => Promise<Place>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: placesQueryPrefix }) });
};

export const useCreateLocation = () => useRefreshingPlaces(createLocation);
export const useSubmitLocationForm = () => useRefreshingPlaces(submitLocationForm);
export const useUpdateLocation = () => useRefreshingPlaces(updateLocation);

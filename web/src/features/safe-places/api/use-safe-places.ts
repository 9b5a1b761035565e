import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import {
  safePlacesQueryOptions,
  safePlacesQueryPrefix,
  type CreateSafePlaceBody,
  type SafePlace,
  type SafePlaceFilter,
  type UpdateSafePlaceBody,
} from "./safe-places";

// Kept apart from ./safe-places.ts, which the route's loader reads on the first page: the hooks and
// the writes load with the screen only.

/** The list for a filter; while another filter's answer comes, the last one stays in view. */
export const useSafePlaces = (filter: SafePlaceFilter) => useQuery({ ...safePlacesQueryOptions(filter), placeholderData: keepPreviousData });

export const createSafePlace = (body: CreateSafePlaceBody): Promise<SafePlace> => expectData(api.POST("/api/safe-places", { body }));

export const updateSafePlace = ({ id, body }: { readonly id: number; readonly body: UpdateSafePlaceBody }): Promise<SafePlace> =>
  expectData(api.PATCH("/api/safe-places/{id}", { params: { path: { id } }, body }));

/** Adds or corrects a place, then asks for the lists again (the new one shows as awaiting review). */
export const useSaveSafePlace = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: safePlacesQueryPrefix });
  return {
    create: useMutation({ mutationFn: createSafePlace, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateSafePlace, onSuccess: refresh }),
  };
};

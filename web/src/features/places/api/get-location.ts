import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { placesQueryPrefix, type Place } from "./list-locations";

/** `GET /api/locations/{id}`: one place (its author and moderators also see it pending or refused). */
export const getLocation = (id: number): Promise<Place> => expectData(api.GET("/api/locations/{id}", { params: { path: { id } } }));

export const locationQueryKey = (id: number) => [...placesQueryPrefix, "one", id] as const;

export const locationQueryOptions = (id: number) => queryOptions({ queryKey: locationQueryKey(id), queryFn: () => getLocation(id) });

/** The place a shared address names (`/map?place=12`); nothing is asked without an id. */
export const useLocation = (id: number | undefined) =>
  useQuery({ ...locationQueryOptions(id ?? 0), enabled: id !== undefined });

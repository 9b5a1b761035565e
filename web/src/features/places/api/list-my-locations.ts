import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { placesQueryPrefix, type LocationList } from "./list-locations";

/** `GET /api/locations/my`: the member's own places, any status, newest first, with a refusal's reason. */
export const listMyLocations = (): Promise<LocationList> => expectData(api.GET("/api/locations/my"));

export const myLocationsQueryKey = [...placesQueryPrefix, "my"] as const;

export const myLocationsQueryOptions = () => queryOptions({ queryKey: myLocationsQueryKey, queryFn: listMyLocations });

/** Asked only for a member: a visitor has no places of their own. */
export const useMyLocations = (signedIn: boolean) => useQuery({ ...myLocationsQueryOptions(), enabled: signedIn });

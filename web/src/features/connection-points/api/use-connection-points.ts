import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import {
  connectionPointSummaryQueryOptions,
  connectionPointsQueryOptions,
  connectionPointsQueryPrefix,
  type ConnectionPoint,
  type ConnectionPointFilter,
  type CreateConnectionPointBody,
  type UpdateConnectionPointBody,
} from "./connection-points";

// Kept apart from ./connection-points.ts, which the route's loader reads on the first page: the
// hooks and the writes load with the screen only.

/** The list for a filter; while another filter's answer comes, the last one stays in view. */
export const useConnectionPoints = (filter: ConnectionPointFilter) =>
  useQuery({ ...connectionPointsQueryOptions(filter), placeholderData: keepPreviousData });

export const useConnectionPointSummary = () => useQuery(connectionPointSummaryQueryOptions());

export const createConnectionPoint = (body: CreateConnectionPointBody): Promise<ConnectionPoint> =>
  expectData(api.POST("/api/connection-points", { body }));

export const updateConnectionPoint = ({ id, body }: { readonly id: number; readonly body: UpdateConnectionPointBody }): Promise<ConnectionPoint> =>
  expectData(api.PATCH("/api/connection-points/{id}", { params: { path: { id } }, body }));

/** Adds or corrects a point, then asks for the lists and the figures again. */
export const useSaveConnectionPoint = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: connectionPointsQueryPrefix });
  return {
    create: useMutation({ mutationFn: createConnectionPoint, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateConnectionPoint, onSuccess: refresh }),
  };
};

import type { User } from "@kominote/core/schemas/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { currentUserQueryKey } from "../../auth/queries";
import { revalidatePublicServices } from "./get-public-services";
import { serviceTasksQueryPrefix } from "./get-service-tasks";

/** `POST /api/services/{id}/join`: makes the service the signed-in member's main service. */
export const joinService = (serviceId: number): Promise<User> =>
  expectData(api.POST("/api/services/{id}/join", { params: { path: { id: serviceId } } }));

/**
 * Joins a service, then shows the member with their new main service everywhere at once and
 * asks again for the current user, the service's tasks (the contribute buttons depend on both)
 * and the services' counts (the member is now one of this service's contributors).
 */
export const useJoinService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinService,
    onSuccess: async (member, serviceId) => {
      queryClient.setQueryData(currentUserQueryKey, member);
      revalidatePublicServices();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["public-services"] }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: serviceTasksQueryPrefix(serviceId) }),
      ]);
    },
  });
};

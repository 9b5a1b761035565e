import type { Language } from "@kominote/core/i18n/languages";
import type { CreateForumRequest, Forum } from "@kominote/core/schemas/forums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { publicServicesQueryOptions } from "../../services/queries";
import { serviceForumsQueryKey } from "./list-service-forums";

/** `POST /api/services/{id}/forums`: opens a forum in the service, answered as saved. */
export const createForum = (serviceId: number, request: CreateForumRequest): Promise<Forum> =>
  expectData(api.POST("/api/services/{id}/forums", { params: { path: { id: serviceId } }, body: request }));

/**
 * Creates a forum, then reads the service's list again (the server decides its place after the
 * pinned ones) and the public services, whose header counts the discussions.
 */
export const useCreateForum = (serviceId: number, language: Language) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateForumRequest) => createForum(serviceId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceForumsQueryKey(serviceId) }),
        queryClient.invalidateQueries({ queryKey: publicServicesQueryOptions(language).queryKey }),
      ]),
  });
};

import type { Forum } from "@kominote/core/schemas/forums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { auditLogQueryKey } from "../../moderation";
import { forumQueryKey } from "./get-forum";
import { serviceForumsQueryKey } from "./list-service-forums";

/** `POST /api/forums/{id}/pin` (moderators and admins): pins the forum at the top of its service's list, or unpins it. */
export const pinForum = (forumId: number, pinned: boolean): Promise<Forum> =>
  expectData(api.POST("/api/forums/{id}/pin", { params: { path: { id: forumId } }, body: { pinned } }));

export interface PinForumRequest {
  readonly forum: Forum;
  readonly pinned: boolean;
}

/**
 * Pins or unpins a forum of the service, then reads the service's list again (the server decides
 * the order), the forum itself where it was read, and the audit log the change was written to.
 */
export const usePinForum = (serviceId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ forum, pinned }: PinForumRequest) => pinForum(forum.id, pinned),
    onSuccess: (forum) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceForumsQueryKey(serviceId) }),
        queryClient.invalidateQueries({ queryKey: forumQueryKey(forum.id) }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]),
  });
};

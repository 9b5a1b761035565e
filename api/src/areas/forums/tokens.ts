import type { makeCreateForum } from "@kominote/core/use-cases/create-forum";
import type { makeCreateForumPost } from "@kominote/core/use-cases/create-forum-post";
import type { makeLikeForumPost } from "@kominote/core/use-cases/like-forum-post";
import type { makeGetForum } from "@kominote/core/use-cases/get-forum";
import type { makeListForumPosts } from "@kominote/core/use-cases/list-forum-posts";
import type { makeListServiceForums } from "@kominote/core/use-cases/list-service-forums";
import type { makeListUserResponses } from "@kominote/core/use-cases/list-user-responses";
import type { makePinForum } from "@kominote/core/use-cases/pin-forum";
import { token } from "../../tokens";

/** Forums, their posts and likes. */
export const forumsTokens = {
  listServiceForums: token<ReturnType<typeof makeListServiceForums>>("ListServiceForums"),
  createForum: token<ReturnType<typeof makeCreateForum>>("CreateForum"),
  getForum: token<ReturnType<typeof makeGetForum>>("GetForum"),
  listForumPosts: token<ReturnType<typeof makeListForumPosts>>("ListForumPosts"),
  createForumPost: token<ReturnType<typeof makeCreateForumPost>>("CreateForumPost"),
  likeForumPost: token<ReturnType<typeof makeLikeForumPost>>("LikeForumPost"),
  pinForum: token<ReturnType<typeof makePinForum>>("PinForum"),
  listUserResponses: token<ReturnType<typeof makeListUserResponses>>("ListUserResponses"),
} as const;

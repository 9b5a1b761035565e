import { makeCreateForum } from "@kominote/core/use-cases/create-forum";
import { makeCreateForumPost } from "@kominote/core/use-cases/create-forum-post";
import { makeLikeForumPost } from "@kominote/core/use-cases/like-forum-post";
import { makeGetForum } from "@kominote/core/use-cases/get-forum";
import { makeListForumPosts } from "@kominote/core/use-cases/list-forum-posts";
import { makeListServiceForums } from "@kominote/core/use-cases/list-service-forums";
import { makeListUserResponses } from "@kominote/core/use-cases/list-user-responses";
import { makePinForum } from "@kominote/core/use-cases/pin-forum";
import { useCaseTokens } from "../../tokens";

/** Forums, their posts and likes. */
export const forumsTokens = {
  ...useCaseTokens({
    makeListServiceForums, makeCreateForum, makeGetForum, makeListForumPosts, makeCreateForumPost, makeLikeForumPost, makePinForum,
    makeListUserResponses,
  }),
} as const;

import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { memberReadCache } from "../../http/cacheable";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { forumsTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * A service's forums, their posts and likes, the member's own posts ("My responses"), and
 * moderators pinning forums. The access check has already refused anyone signed out, so
 * the handler gets the member. The forum reads, which a phone also keeps for offline, carry an
 * ETag: asked again at each visit, they cost a 304 while nothing changed.
 */
export const forumHandlers = (container: Container): HandlerMap => {
  const {
    listServiceForums, createForum, getForum, listForumPosts,
    createForumPost, likeForumPost, pinForum, listUserResponses,
  } = resolveEach(container, forumsTokens, [
    "listServiceForums", "createForum", "getForum", "listForumPosts",
    "createForumPost", "likeForumPost", "pinForum", "listUserResponses",
  ]);

  return {
    ...handle(apiRoute("listServiceForums"), ({ params, language }, reply) =>
      runUseCase(listServiceForums({ serviceId: params.id, language }), reply, { cache: memberReadCache }),
    ),
    // A new forum moves the service's discussion count; the catalogue sees the write itself (api/src/areas/forums/bindings.ts).
    ...handle(apiRoute("createForum"), ({ params, body, language, member }, reply) =>
      runUseCase(
        createForum({ serviceId: params.id, creatorId: member.id, request: body, language }),
        reply,
        { status: 201 },
      ),
    ),
    ...handle(apiRoute("getForum"), ({ params }, reply) => runUseCase(getForum({ forumId: params.id }), reply, { cache: memberReadCache })),
    ...handle(apiRoute("listForumPosts"), ({ params, member }, reply) =>
      runUseCase(listForumPosts({ forumId: params.id, viewerId: member.id }), reply, { cache: memberReadCache }),
    ),
    ...handle(apiRoute("createForumPost"), ({ params, body, member }, reply) =>
      runUseCase(createForumPost({ forumId: params.id, authorId: member.id, request: body }), reply, { status: 201 }),
    ),
    ...handle(apiRoute("likeForumPost"), ({ params, member }, reply) =>
      runUseCase(likeForumPost({ postId: params.id, userId: member.id }), reply),
    ),
    // A moderator route: the access check has already refused anyone below moderator. Pinning
    // moves no count, so the catalogue cache stays as it is.
    ...handle(apiRoute("pinForum"), ({ params, body, member }, reply) =>
      runUseCase(pinForum({ forumId: params.id, pinned: body.pinned, moderatorId: member.id }), reply),
    ),
    ...handle(apiRoute("listUserResponses"), ({ params, member }, reply) =>
      runUseCase(listUserResponses({ userId: params.id, requesterId: member.id }), reply),
    ),
  };
};

import errors from "@kominote/core/i18n/messages/errors/ht";
import type { Forum, ForumPost } from "@kominote/core/schemas/forums";
import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { forumPosts, serviceForums } from "./forums";

const createdAt = "2026-03-12T15:00:00.000Z";

/**
 * A service's forums kept in memory: a new forum and a new post join the lists, a like counts
 * once, a pin moves the forum first; what was sent is kept in the lists for a test to read.
 */
export const forumsServer = (initialForums: readonly Forum[] = serviceForums, initialPosts: readonly ForumPost[] = forumPosts) => {
  const forums = initialForums.map((forum) => ({ ...forum }));
  const posts = initialPosts.map((post) => ({ ...post }));
  let nextId = 100;
  const notFound = { code: "FORUM.NOT_FOUND", message: errors["errors.request.notFound"] };
  const ordered = (serviceId: number) =>
    forums.filter((forum) => forum.serviceId === serviceId).sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || b.createdAt.localeCompare(a.createdAt));
  return {
    forums,
    posts,
    handlers: [
      apiHttp.get("/api/services/{id}/forums", ({ params, response }) => response(200).json(ordered(Number(params.id)))),
      apiHttp.post("/api/services/{id}/forums", async ({ params, request, response }) => {
        const { title, description } = await request.json();
        const forum: Forum = { id: nextId++, serviceId: Number(params.id), title, description: description ?? null, isPinned: false, creator: { fullName: testMember.fullName }, createdAt, posts: 0 };
        forums.push(forum);
        return response(201).json(forum);
      }),
      apiHttp.get("/api/forums/{id}", ({ params, response }) => {
        const forum = forums.find((known) => known.id === Number(params.id));
        return forum === undefined ? response(404).json(notFound) : response(200).json(forum);
      }),
      apiHttp.get("/api/forums/{id}/posts", ({ params, response }) => response(200).json(posts.filter((post) => post.forumId === Number(params.id)))),
      apiHttp.post("/api/forums/{id}/posts", async ({ params, request, response }) => {
        const forum = forums.find((known) => known.id === Number(params.id));
        if (forum === undefined) return response(404).json(notFound);
        const { content } = await request.json();
        const post: ForumPost = { id: nextId++, forumId: forum.id, content, createdAt, author: { fullName: testMember.fullName }, likesCount: 0, hasLiked: false };
        posts.push(post);
        forum.posts += 1;
        return response(201).json(post);
      }),
      apiHttp.post("/api/forum-posts/{id}/like", ({ params, response }) => {
        const post = posts.find((known) => known.id === Number(params.id));
        if (post === undefined) return response(404).json(notFound);
        if (post.hasLiked !== true) Object.assign(post, { likesCount: (post.likesCount ?? 0) + 1, hasLiked: true });
        return response(200).json({ postId: post.id, likesCount: post.likesCount ?? 0, hasLiked: true as const });
      }),
      apiHttp.post("/api/forums/{id}/pin", async ({ params, request, response }) => {
        const forum = forums.find((known) => known.id === Number(params.id));
        if (forum === undefined) return response(404).json(notFound);
        forum.isPinned = (await request.json()).pinned;
        return response(200).json(forum);
      }),
    ],
  };
};

const [list, , getOne, listPosts] = forumsServer().handlers;
const [emptyList, , , emptyPosts] = forumsServer([], []).handlers;

/** A service's discussions: forums, their posts, a new forum or post, a like, a pin. */
export const forumsApi = {
  listServiceForums: mockOperation({
    method: "get",
    path: "/api/services/{id}/forums",
    example: { url: "/api/services/1/forums" },
    success: list!,
    variants: { empty: [emptyList!] },
  }),
  createForum: mockOperation({
    method: "post",
    path: "/api/services/{id}/forums",
    example: { url: "/api/services/1/forums", body: { title: "Dlo potab nan lekòl yo", description: "Ki lekòl ki bezwen yon fontèn?" } },
    success: freshEachTime("post", "/api/services/{id}/forums", () => forumsServer().handlers[1]!),
    fields: { title: "Tanpri bay yon tit." },
  }),
  getForum: mockOperation({
    method: "get",
    path: "/api/forums/{id}",
    example: { url: "/api/forums/4" },
    success: getOne!,
  }),
  listForumPosts: mockOperation({
    method: "get",
    path: "/api/forums/{id}/posts",
    example: { url: "/api/forums/4/posts" },
    success: listPosts!,
    variants: { empty: [emptyPosts!] },
  }),
  createForumPost: mockOperation({
    method: "post",
    path: "/api/forums/{id}/posts",
    example: { url: "/api/forums/4/posts", body: { content: "Mwen ka pote dlo pou moun k ap tann yo." } },
    success: freshEachTime("post", "/api/forums/{id}/posts", () => forumsServer().handlers[4]!),
    fields: { content: "Tanpri ekri yon mesaj." },
  }),
  likeForumPost: mockOperation({
    method: "post",
    path: "/api/forum-posts/{id}/like",
    example: { url: "/api/forum-posts/41/like" },
    success: freshEachTime("post", "/api/forum-posts/{id}/like", () => forumsServer().handlers[5]!),
    conflict: conflictOf("FORUM_POST.OWN_POST", "community.error.ownPost"),
  }),
  pinForum: mockOperation({
    method: "post",
    path: "/api/forums/{id}/pin",
    example: { url: "/api/forums/5/pin", body: { pinned: true } },
    success: freshEachTime("post", "/api/forums/{id}/pin", () => forumsServer().handlers[6]!),
  }),
};

import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import {
  createForumPostRequestSchema,
  createForumRequestSchema,
  forumPostLikeSchema,
  forumPostSchema,
  forumSchema,
  pinForumRequestSchema,
} from "../schemas/forums";
import { defineRoute } from "./route";

export const forumRoutes = [
  defineRoute({
    operationId: "listServiceForums",
    method: "GET",
    path: "/api/services/{id}/forums",
    summary: "Lists the visible forums of a service, pinned ones first.",
    tag: "forums",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The service's forums.", schema: z.array(forumSchema) } },
  }),
  defineRoute({
    operationId: "createForum",
    method: "POST",
    path: "/api/services/{id}/forums",
    summary: "Opens a new forum in a service.",
    tag: "forums",
    access: "member",
    params: idParamsSchema,
    body: createForumRequestSchema,
    responses: { 201: { description: "The new forum.", schema: forumSchema } },
  }),
  defineRoute({
    operationId: "getForum",
    method: "GET",
    path: "/api/forums/{id}",
    summary: "Gives one visible forum (title, description, creator, post count); a hidden or unknown forum is not found.",
    tag: "forums",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The forum.", schema: forumSchema } },
  }),
  defineRoute({
    operationId: "pinForum",
    method: "POST",
    path: "/api/forums/{id}/pin",
    summary:
      "Pins a visible forum at the top of its service's list, or unpins it; audited. Asking for the state the forum is already in changes nothing and audits nothing.",
    tag: "forums",
    access: "moderator",
    params: idParamsSchema,
    body: pinForumRequestSchema,
    responses: { 200: { description: "The forum as it now stands.", schema: forumSchema } },
  }),
  defineRoute({
    operationId: "listForumPosts",
    method: "GET",
    path: "/api/forums/{id}/posts",
    summary: "Lists the visible posts of a forum, oldest first.",
    tag: "forums",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The forum's posts.", schema: z.array(forumPostSchema) } },
  }),
  defineRoute({
    operationId: "createForumPost",
    method: "POST",
    path: "/api/forums/{id}/posts",
    summary: "Posts a message in a forum.",
    tag: "forums",
    access: "member",
    params: idParamsSchema,
    body: createForumPostRequestSchema,
    responses: { 201: { description: "The new post.", schema: forumPostSchema } },
  }),
  defineRoute({
    operationId: "likeForumPost",
    method: "POST",
    path: "/api/forum-posts/{id}/like",
    summary:
      "Likes a visible forum post; a member likes a post once, liking again changes nothing. Liking one's own post is refused with 409 (FORUM_POST.OWN_POST) and counts nothing.",
    tag: "forums",
    access: "member",
    params: idParamsSchema,
    responses: { 200: { description: "The post's likes after this one.", schema: forumPostLikeSchema } },
  }),
] as const;

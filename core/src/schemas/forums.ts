import { z } from "zod";
import { countSchema, idSchema, instantSchema, personRefSchema } from "./common";
import { schemaMessages } from "./messages";

export const forumSchema = z
  .object({
    id: idSchema,
    serviceId: idSchema,
    title: z.string(),
    description: z.string().nullable(),
    isPinned: z.boolean(),
    creator: personRefSchema,
    createdAt: instantSchema,
    posts: countSchema.meta({ description: "Number of visible posts; the posts come from GET /api/forums/{id}/posts." }),
  })
  .meta({ id: "Forum" });
export type Forum = z.infer<typeof forumSchema>;

export const createForumRequestSchema = z
  .object({
    title: z.string().trim().min(1, { message: schemaMessages.forumTitleRequired }).max(150),
    description: z.string().trim().max(2000).nullable().optional(),
  })
  .meta({ id: "CreateForumRequest" });
export type CreateForumRequest = z.infer<typeof createForumRequestSchema>;

/** A moderator's choice: the forum stays at the top of its service's list, or goes back among the others. */
export const pinForumRequestSchema = z
  .object({
    pinned: z.boolean().meta({ description: "true pins the forum above the others, false unpins it." }),
  })
  .meta({ id: "PinForumRequest" });
export type PinForumRequest = z.infer<typeof pinForumRequestSchema>;

export const forumPostSchema = z
  .object({
    id: idSchema,
    forumId: idSchema,
    content: z.string(),
    createdAt: instantSchema,
    author: personRefSchema,
    likesCount: countSchema.optional().meta({ description: "How many members like the post; always sent." }),
    hasLiked: z.boolean().optional().meta({ description: "Whether the signed-in member likes the post; always sent." }),
    isOwn: z
      .boolean()
      .optional()
      .meta({ description: "Whether the signed-in member wrote the post (they cannot like it); always sent." }),
  })
  .meta({ id: "ForumPost" });
export type ForumPost = z.infer<typeof forumPostSchema>;

export const createForumPostRequestSchema = z
  .object({
    content: z.string().trim().min(1, { message: schemaMessages.postContentRequired }).max(5000),
  })
  .meta({ id: "CreateForumPostRequest" });
export type CreateForumPostRequest = z.infer<typeof createForumPostRequestSchema>;

/** A member's own post, as listed on "My responses". */
export const forumResponseSchema = z
  .object({
    id: idSchema,
    subject: z.string().nullable(),
    content: z.string(),
    createdAt: instantSchema,
    likesCount: countSchema,
    forum: z.object({ id: idSchema, name: z.string() }),
  })
  .meta({ id: "ForumResponse" });
export type ForumResponse = z.infer<typeof forumResponseSchema>;

/** The answer to a like: liking twice counts once. */
export const forumPostLikeSchema = z
  .object({
    postId: idSchema,
    likesCount: countSchema,
    hasLiked: z.literal(true),
  })
  .meta({ id: "ForumPostLike" });
export type ForumPostLike = z.infer<typeof forumPostLikeSchema>;

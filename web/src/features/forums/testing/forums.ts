import type { Forum, ForumPost } from "@kominote/core/schemas/forums";
import { ApiError } from "../../../api/api-error";

/** The instant stories and tests count "how long ago" from. */
export const threadNow = new Date("2026-03-12T15:00:00.000Z");

/** A service's forums as `GET /api/services/{id}/forums` answers: the pinned one first. */
export const serviceForums: readonly Forum[] = [
  {
    id: 4,
    serviceId: 1,
    title: "Kòman pou nou òganize jounen vaksinasyon an",
    description: "Ann pataje ide pou jounen vaksinasyon nan katye a.",
    isPinned: true,
    creator: { fullName: "Jean Baptiste" },
    createdAt: "2026-02-01T10:00:00.000Z",
    posts: 3,
  },
  {
    id: 5,
    serviceId: 1,
    title: "Lè klinik yo louvri nan wikenn",
    description: null,
    isPinned: false,
    creator: { fullName: "Marie Joseph" },
    createdAt: "2026-03-01T08:30:00.000Z",
    posts: 1,
  },
];

/** A forum's posts as `GET /api/forums/{id}/posts` answers, oldest first. */
export const forumPosts: readonly ForumPost[] = [
  {
    id: 40,
    forumId: 4,
    content: "Mwen ka ede ak lis timoun yo nan lekòl la.",
    createdAt: "2026-03-10T12:00:00.000Z",
    author: { fullName: "Jean Baptiste" },
    likesCount: 2,
    hasLiked: true,
  },
  {
    id: 41,
    forumId: 4,
    content: "Legliz la ka prete nou lakou a samdi maten.\nMwen pral mande pastè a.",
    createdAt: "2026-03-12T13:00:00.000Z",
    author: { fullName: "Rose Pierre" },
    likesCount: 0,
    hasLiked: false,
  },
  {
    id: 42,
    forumId: 4,
    content: "Bon ide! Mwen dakò.",
    createdAt: "2026-03-12T14:55:00.000Z",
    author: { fullName: "Marie Joseph" },
    likesCount: 1,
    hasLiked: false,
  },
];

/** How a forum send fails in stories: the server failed, nothing answered, it refused one field, or it said why. */
export const sendErrors = {
  failed: new ApiError(500, "Internal Server Error", ""),
  offline: new TypeError("Failed to fetch"),
  refused: (field: string, text: string) =>
    new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields: { [field]: text } }),
  notFound: new ApiError(404, "Not Found", { code: "NOT_FOUND", message: "Nou pa jwenn fowòm sa a." }),
};

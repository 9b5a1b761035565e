import type { ForumResponse } from "@kominote/core/schemas/forums";

/** A member's posts as `GET /api/users/{id}/responses` answers: with and without subject, content and likes. */
export const myResponses: readonly ForumResponse[] = [
  {
    id: 42,
    subject: "Jounen vaksinasyon",
    content:
      "Bon ide! Mwen dakò.\nMwen ka pote chèz yo.\nMwen ka ede ak lis timoun yo.\nEpi mwen ka rele lòt paran yo pou yo vini bonè nan maten.",
    createdAt: "2026-03-12T14:55:00.000Z",
    likesCount: 3,
    forum: { id: 4, name: "Kòman pou nou òganize jounen vaksinasyon an" },
  },
  {
    id: 38,
    subject: null,
    content: "Klinik la louvri samdi jiska midi.",
    createdAt: "2026-03-02T09:30:00.000Z",
    likesCount: 1,
    forum: { id: 5, name: "Lè klinik yo louvri nan wikenn" },
  },
  {
    id: 35,
    subject: "  ",
    content: "",
    createdAt: "2026-02-20T18:45:00.000Z",
    likesCount: 0,
    forum: { id: 5, name: "Lè klinik yo louvri nan wikenn" },
  },
];

import type { Idea } from "@kominote/core/schemas/ideas";
import type { InfiniteData } from "@tanstack/react-query";

/** The moment the sample ideas are read at, so stories and tests show stable relative times. */
export const ideasNow = new Date("2026-11-20T12:00:00.000Z");

/** Ideas as the API answers a member (authors named), newest first, for component tests and stories. */
export const sampleIdeas: readonly Idea[] = [
  {
    id: 11,
    content: "Mete yon ti lis sou pòt klinik la ak lè doktè yo la chak jou.",
    serviceId: 1,
    serviceName: "Sante",
    authorName: "Jean Baptiste",
    createdAt: "2026-11-20T11:59:30.000Z",
    voteCount: 0,
    pointsEarned: 0,
    hasVoted: false,
  },
  {
    id: 12,
    content: "Fè yon jounen netwayaj chak mwa bò fontèn piblik yo, ak volontè nan katye a.",
    serviceId: 3,
    serviceName: "Dlo ak asenisman",
    authorName: "Rose Michel",
    createdAt: "2026-11-20T09:00:00.000Z",
    voteCount: 12,
    pointsEarned: 24,
    hasVoted: true,
  },
  {
    id: 13,
    content: "Pataje liv lekòl ki deja sèvi ant fanmi yo nan kòmansman ane a.",
    serviceId: 2,
    serviceName: "Edikasyon",
    authorName: "Marie Joseph",
    createdAt: "2026-11-18T08:00:00.000Z",
    voteCount: 5,
    pointsEarned: 10,
    hasVoted: false,
  },
  {
    id: 14,
    content: "Kanpay vaksen nan mache yo jou samdi, lè tout moun la.",
    serviceId: 1,
    serviceName: "Sante",
    authorName: "Paul Pierre",
    createdAt: "2026-11-15T08:00:00.000Z",
    voteCount: 1,
    pointsEarned: 2,
    hasVoted: false,
  },
];

/** The same ideas as a visitor reads them: no author, no vote of theirs. */
export const visitorIdeas: readonly Idea[] = sampleIdeas.map((idea) => ({ ...idea, authorName: null, hasVoted: false }));

/** The same ideas as a cached list holds them: one page, as if the server had no more. */
export const asPages = (ideas: readonly Idea[]): InfiniteData<Idea[], number> => ({ pages: [[...ideas]], pageParams: [1] });

/** The sample ideas in the server's "votes" order. */
export const mostVotedFirst: readonly Idea[] = [...sampleIdeas].sort((a, b) => b.voteCount - a.voteCount);

import errors from "@kominote/core/i18n/messages/errors/ht";
import validation from "@kominote/core/i18n/messages/validation/ht";
import type { CreateIdeaRequest, Idea } from "@kominote/core/schemas/ideas";
import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { mockClock } from "../../../testing/msw/mock-clock";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { sampleIdeas, visitorIdeas } from "./ideas";

const alreadyVoted = conflictOf("IDEA.ALREADY_VOTED", "errors.idea.alreadyVoted");

const creatingIdea = { content: "Mete limyè solè nan lari ki mennen nan lekòl la.", serviceId: 2 };

/**
 * A small ideas server kept in memory: the lists page as the API pages (`limit`, `page`), sort by
 * date or votes, and reflect the ideas created and the votes given through it, so a screen that
 * writes reads back what it wrote. Each call gives a fresh server.
 */
export const ideasServer = (initial: readonly Idea[] = sampleIdeas) => {
  const ideas = initial.map((idea) => ({ ...idea }));
  let nextId = Math.max(100, ...ideas.map((idea) => idea.id)) + 1;
  const page = (list: readonly Idea[], query: URLSearchParams): Idea[] => {
    const sorted = [...list].sort((a, b) =>
      query.get("sort") === "votes" ? b.voteCount - a.voteCount || b.id - a.id : b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
    const limit = Number(query.get("limit") ?? 30);
    const from = (Number(query.get("page") ?? 1) - 1) * limit;
    return sorted.slice(from, from + limit);
  };
  const queryOf = (request: Request) => new URL(request.url).searchParams;
  /** The new ideas' bodies as sent, in order. */
  const created: CreateIdeaRequest[] = [];
  return {
    ideas,
    created,
    handlers: [
      apiHttp.get("/api/ideas", ({ request, response }) => response(200).json(page(ideas, queryOf(request)))),
      apiHttp.get("/api/ideas/service/{id}", ({ params, request, response }) =>
        response(200).json(page(ideas.filter((idea) => idea.serviceId === Number(params.id)), queryOf(request))),
      ),
      apiHttp.get("/api/ideas/summary", ({ response }) =>
        response(200).json({
          totalIdeas: ideas.length,
          totalVotes: ideas.reduce((sum, idea) => sum + idea.voteCount, 0),
          servicesWithIdeas: new Set(ideas.map((idea) => idea.serviceId)).size,
        }),
      ),
      apiHttp.post("/api/ideas", async ({ request, response }) => {
        const body = await request.json();
        created.push(body);
        const idea: Idea = {
          id: nextId++,
          content: body.content,
          serviceId: body.serviceId,
          serviceName: ideas.find((known) => known.serviceId === body.serviceId)?.serviceName ?? "Sante",
          authorName: testMember.fullName,
          createdAt: mockClock.now().toISOString(),
          voteCount: 0,
          pointsEarned: 0,
          hasVoted: false,
        };
        ideas.unshift(idea);
        return response(201).json(idea);
      }),
      apiHttp.post("/api/ideas/{id}/vote", ({ params, response }) => {
        const idea = ideas.find((known) => known.id === Number(params.id));
        if (idea === undefined) return response(404).json({ code: "IDEA.NOT_FOUND", message: errors["errors.idea.notFound"] });
        if (idea.hasVoted) return response(409).json(alreadyVoted);
        Object.assign(idea, { voteCount: idea.voteCount + 1, pointsEarned: idea.pointsEarned + 2, hasVoted: true });
        return response(200).json({ ...idea });
      }),
    ],
  };
};

const fixed = (list: readonly Idea[]) => ideasServer(list).handlers;
const [listAll, listService, summary] = fixed(sampleIdeas);
const [visitorList, visitorServiceList] = fixed(visitorIdeas);
const [emptyList, emptyServiceList, emptySummary] = fixed([]);

/** Ideas of every service and of one, their figures, a new idea and a vote. */
export const ideasApi = {
  listIdeas: mockOperation({
    method: "get",
    path: "/api/ideas",
    example: { url: "/api/ideas?sort=recent&limit=30&page=1" },
    success: listAll!,
    variants: { empty: [emptyList!], visitor: [visitorList!] },
  }),
  listServiceIdeas: mockOperation({
    method: "get",
    path: "/api/ideas/service/{id}",
    example: { url: "/api/ideas/service/1?sort=votes&limit=3&page=1" },
    success: listService!,
    variants: { empty: [emptyServiceList!], visitor: [visitorServiceList!] },
  }),
  getIdeaSummary: mockOperation({
    method: "get",
    path: "/api/ideas/summary",
    example: { url: "/api/ideas/summary" },
    success: summary!,
    variants: { empty: [emptySummary!] },
  }),
  createIdea: mockOperation({
    method: "post",
    path: "/api/ideas",
    example: { url: "/api/ideas", body: creatingIdea },
    success: freshEachTime("post", "/api/ideas", () => ideasServer().handlers[3]!),
    fields: { content: validation["validation.idea.empty"] },
  }),
  voteIdea: mockOperation({
    method: "post",
    path: "/api/ideas/{id}/vote",
    example: { url: "/api/ideas/11/vote" },
    success: freshEachTime("post", "/api/ideas/{id}/vote", () => ideasServer().handlers[4]!),
    conflict: alreadyVoted,
  }),
};

import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { IdeaListQuery } from "../schemas/ideas";
import { MemoryIdeas } from "../testing/idea-doubles";
import { serviceNamed, servicesOf } from "../testing/service-doubles";
import { makeListIdeas } from "./list-ideas";

const water = serviceNamed(1, { ht: "Dlo ak Sanitasyon", en: "Water and Sanitation" });
const energy = serviceNamed(2, { ht: "Enèji" });
const authors = new Map([
  [7, "Marie Joseph"],
  [8, "Jean Pierre"],
  [9, "Rose Michel"],
]);

let ideas: MemoryIdeas;
let first: number;
let second: number;
let third: number;

beforeEach(async () => {
  ideas = new MemoryIdeas([water, energy], authors);
  first = await ideas.create({ authorId: 7, serviceId: 1, content: "Netwaye kanal yo chak mwa." });
  second = await ideas.create({ authorId: 8, serviceId: 2, content: "Mete limyè solè nan lari a." });
  third = await ideas.create({ authorId: 7, serviceId: 1, content: "Fè yon pi nan chak katye." });
  await ideas.vote(first, 8);
  await ideas.vote(first, 9);
  await ideas.vote(second, 9);
});

const page = (query: Partial<IdeaListQuery> = {}): IdeaListQuery => ({ sort: "recent", limit: 30, page: 1, ...query });

const list = async (input: { serviceId?: number | null; query?: Partial<IdeaListQuery>; viewerId?: number | null; language?: "ht" | "en" }) => {
  const result = await Effect.runPromise(
    Effect.result(
      makeListIdeas({ ideas, services: servicesOf([water, energy]) })({
        serviceId: input.serviceId ?? null,
        query: page(input.query),
        viewerId: input.viewerId ?? null,
        language: input.language ?? "ht",
      }),
    ),
  );
  return result;
};

const success = async (input: Parameters<typeof list>[0]) => {
  const result = await list(input);
  if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
  return result.success;
};

describe("listIdeas", () => {
  it("lists every service's ideas newest first, with the service named in the reader's language", async () => {
    const answer = await success({ viewerId: 9, language: "en" });
    expect(answer.map((idea) => idea.id)).toEqual([third, second, first]);
    expect(answer[2]).toEqual({
      id: first,
      content: "Netwaye kanal yo chak mwa.",
      serviceId: 1,
      serviceName: "Water and Sanitation",
      authorName: "Marie Joseph",
      createdAt: "2026-03-01T10:01:00.000Z",
      voteCount: 2,
      pointsEarned: 4,
      hasVoted: true,
      isOwn: false,
    });
    expect(answer[1]?.serviceName).toBe("Enèji");
  });

  it("tells each member which ideas they voted for", async () => {
    expect((await success({ viewerId: 9 })).map((idea) => [idea.id, idea.hasVoted])).toEqual([
      [third, false],
      [second, true],
      [first, true],
    ]);
    expect((await success({ viewerId: 8 })).map((idea) => idea.hasVoted)).toEqual([false, false, true]);
  });

  it("never names an author to a visitor, and a visitor has voted for nothing", async () => {
    const answer = await success({});
    expect(answer.every((idea) => idea.authorName === null && !idea.hasVoted)).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/Marie|Jean/);
  });

  it("sorts by votes or by points alike, ties newest first", async () => {
    await ideas.vote(third, 8);
    for (const sort of ["votes", "points"] as const) {
      expect((await success({ query: { sort } })).map((idea) => [idea.id, idea.voteCount, idea.pointsEarned])).toEqual([
        [first, 2, 4],
        [third, 1, 2],
        [second, 1, 2],
      ]);
    }
  });

  it("pages the list", async () => {
    expect((await success({ query: { limit: 2 } })).map((idea) => idea.id)).toEqual([third, second]);
    expect((await success({ query: { limit: 2, page: 2 } })).map((idea) => idea.id)).toEqual([first]);
    expect(await success({ query: { limit: 3, page: 2 } })).toEqual([]);
  });

  it("lists one service's ideas, and refuses an unknown service", async () => {
    expect((await success({ serviceId: 1 })).map((idea) => idea.id)).toEqual([third, first]);
    const unknown = await list({ serviceId: 99 });
    expect(Result.isFailure(unknown) && unknown.failure).toMatchObject({ code: "SERVICE.NOT_FOUND", messageKey: "errors.service.notFound" });
    expect(await success({ serviceId: 2, query: { page: 2 } })).toEqual([]);
  });

  it("asks the catalogue whether the service exists only when the page is empty", async () => {
    const asked: number[] = [];
    const catalogue = servicesOf([water, energy]);
    const counting = { ...catalogue, findById: (id: number, language: "ht") => (asked.push(id), catalogue.findById(id, language)) };
    const listIdeas = makeListIdeas({ ideas, services: counting });
    const read = (page: number) =>
      Effect.runPromise(listIdeas({ serviceId: 1, query: { sort: "recent", limit: 30, page }, viewerId: null, language: "ht" }));
    expect(await read(1)).toHaveLength(2);
    expect(asked).toEqual([]);
    expect(await read(2)).toEqual([]);
    expect(asked).toEqual([1]);
  });

  it("leaves hidden ideas out", async () => {
    ideas.hide(first);
    expect((await success({ query: { sort: "votes" } })).map((idea) => idea.id)).toEqual([second, third]);
  });
});

describe("listIdeas on a storage that hands back the same page and votes while they are unchanged", () => {
  it("gives every visitor the same copy of a page, and each member their own, kept while their votes are unchanged", async () => {
    const page = await ideas.listVisible({ serviceId: null, order: "recent", limit: 30, offset: 0, language: "ht" });
    const votes = new Map([
      [8, await ideas.votesOf(8)],
      [9, await ideas.votesOf(9)],
    ]);
    const unchanged = Object.assign(Object.create(ideas) as MemoryIdeas, {
      listVisible: async () => page,
      votesOf: async (voterId: number) => votes.get(voterId) ?? new Set<number>(),
    });
    const listIdeas = makeListIdeas({ ideas: unchanged, services: servicesOf([water, energy]) });
    const read = (viewerId: number | null) =>
      Effect.runPromise(listIdeas({ serviceId: null, query: { sort: "recent", limit: 30, page: 1 }, viewerId, language: "ht" }));

    const visitorCopy = await read(null);
    expect(await read(null)).toBe(visitorCopy);
    expect(visitorCopy.every((idea) => idea.authorName === null)).toBe(true);

    const rosesCopy = await read(9);
    expect(rosesCopy).not.toBe(visitorCopy);
    expect(await read(9)).toBe(rosesCopy);
    expect(rosesCopy.map((idea) => idea.hasVoted)).toEqual([false, true, true]);
    expect((await read(8)).map((idea) => idea.hasVoted)).toEqual([false, false, true]);

    // A vote gives the member a new set of votes, and so a new copy.
    votes.set(9, new Set([...(votes.get(9) ?? []), third]));
    expect((await read(9)).map((idea) => idea.hasVoted)).toEqual([true, true, true]);
  });
});

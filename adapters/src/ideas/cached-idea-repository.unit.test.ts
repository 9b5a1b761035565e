import type { Clock } from "@kominote/core/ports/clock";
import { MemoryIdeas } from "@kominote/core/testing/idea-doubles";
import { serviceNamed } from "@kominote/core/testing/service-doubles";
import { describe, expect, it } from "vitest";
import { CachedIdeaRepository } from "./cached-idea-repository";

const page = { serviceId: null, order: "recent", limit: 30, offset: 0, language: "ht" } as const;

/** The in-memory twin, counting the reads that reach it. */
class CountedIdeas extends MemoryIdeas {
  readonly reads = { pages: 0, summaries: 0, votes: 0 };

  override listVisible(query: Parameters<MemoryIdeas["listVisible"]>[0]) {
    this.reads.pages += 1;
    return super.listVisible(query);
  }

  override summary() {
    this.reads.summaries += 1;
    return super.summary();
  }

  override votesOf(voterId: number) {
    this.reads.votes += 1;
    return super.votesOf(voterId);
  }
}

const setup = async () => {
  let now = 0;
  const clock: Clock = { now: () => new Date(now) };
  const memory = new CountedIdeas([serviceNamed(1, { ht: "Dlo" })], new Map([[7, "Marie Joseph"]]));
  const ideaId = await memory.create({ authorId: 7, serviceId: 1, content: "Netwaye kanal yo." });
  return { cached: new CachedIdeaRepository(memory, clock, 3_000), memory, reads: memory.reads, ideaId, advance: (ms: number) => (now += ms) };
};

describe("CachedIdeaRepository", () => {
  it("answers a burst of reads of one page, of the summary and of one member's votes with one query each", async () => {
    const { cached, reads } = await setup();
    await Promise.all(Array.from({ length: 50 }, () => Promise.all([cached.listVisible(page), cached.summary(), cached.votesOf(8)])));
    expect(reads).toEqual({ pages: 1, summaries: 1, votes: 1 });
    await cached.listVisible({ ...page, offset: 30 });
    await cached.listVisible({ ...page, language: "en" });
    await cached.votesOf(9);
    expect(reads).toEqual({ pages: 3, summaries: 1, votes: 2 });
  });

  it("reads again once the lifetime is over", async () => {
    const { cached, reads, advance } = await setup();
    await cached.listVisible(page);
    advance(2_999);
    await cached.listVisible(page);
    advance(1);
    await cached.listVisible(page);
    expect(reads.pages).toBe(2);
  });

  it("shows a new idea and a vote at once: counts, summary and the voter's votes", async () => {
    const { cached, ideaId } = await setup();
    expect(await cached.listVisible(page)).toHaveLength(1);
    expect(await cached.summary()).toMatchObject({ totalIdeas: 1, totalVotes: 0 });
    expect((await cached.votesOf(8)).has(ideaId)).toBe(false);

    await cached.create({ authorId: 7, serviceId: 1, content: "Limyè nan lari a." });
    expect(await cached.listVisible(page)).toHaveLength(2);
    expect(await cached.vote(ideaId, 8)).toMatchObject({ outcome: "cast" });
    expect((await cached.listVisible(page)).find((idea) => idea.id === ideaId)?.voteCount).toBe(1);
    expect(await cached.summary()).toMatchObject({ totalIdeas: 2, totalVotes: 1 });
    expect((await cached.votesOf(8)).has(ideaId)).toBe(true);
  });

  it("shows at once an idea hidden through a writer it sees", async () => {
    const { cached, memory, ideaId } = await setup();
    const hiding = cached.seeing({ hide: async (id: number) => memory.hide(id) }, ["hide"]);
    expect(await cached.listVisible(page)).toHaveLength(1);
    expect(await cached.summary()).toMatchObject({ totalIdeas: 1 });
    await hiding.hide(ideaId);
    expect(await cached.listVisible(page)).toEqual([]);
    expect(await cached.summary()).toMatchObject({ totalIdeas: 0 });
  });

  it("shows an idea hidden around the cache once invalidated, and never caches finding one", async () => {
    const { cached, memory, ideaId } = await setup();
    expect(await cached.listVisible(page)).toHaveLength(1);
    memory.hide(ideaId);
    expect(await cached.findVisible(ideaId, "ht")).toBeNull();
    expect(await cached.listVisible(page)).toHaveLength(1);
    cached.invalidate();
    expect(await cached.listVisible(page)).toEqual([]);
    expect(await cached.summary()).toMatchObject({ totalIdeas: 0 });
  });
});

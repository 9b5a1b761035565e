import type { IdeaRepository } from "@kominote/core/ports/idea-repository";
import { beforeEach, expect, it } from "vitest";
import type { RepositoryFixtures } from "../services/repository-fixtures";

/** The adapter under test over empty storage, and ways to fill and inspect it. */
export interface IdeaHarness {
  readonly ideas: IdeaRepository;
  readonly given: RepositoryFixtures & {
    /** Hides an idea as a moderator would. */
    hide(ideaId: number): Promise<void>;
    backdate(ideaId: number, createdAt: Date): Promise<void>;
  };
  /** The vote count stored on the idea's row, and the votes actually recorded for it. */
  counts(ideaId: number): Promise<{ stored: number; votes: number }>;
}

/**
 * The behaviour every IdeaRepository promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over empty storage.
 */
export const ideaRepositoryContract = (fresh: () => Promise<IdeaHarness>): void => {
  let harness: IdeaHarness;
  let water: number;
  let energy: number;
  let marie: number;
  let jean: number;
  let rose: number;

  beforeEach(async () => {
    harness = await fresh();
    const { given } = harness;
    water = await given.addService({
      slug: "dlo",
      position: 1,
      text: { ht: { name: "Dlo ak Sanitasyon", description: "" }, en: { name: "Water and Sanitation", description: "" } },
    });
    energy = await given.addService({ slug: "eneji", position: 2, text: { ht: { name: "Enèji", description: "" } } });
    marie = await given.addMember({ joinedServiceId: water });
    jean = await given.addMember({ joinedServiceId: energy });
    rose = await given.addMember({ joinedServiceId: null });
  });

  /** Ideas created a day apart, the first one oldest. */
  const ideasOn = async (...ideas: ReadonlyArray<{ serviceId: number; authorId: number; content?: string }>) => {
    const ids: number[] = [];
    for (const [index, idea] of ideas.entries()) {
      const id = await harness.ideas.create({ content: `Ide ${String(index + 1)}`, ...idea });
      await harness.given.backdate(id, new Date(Date.UTC(2026, 2, 1 + index, 12)));
      ids.push(id);
    }
    return ids;
  };

  const cast = async (ideaId: number, voterId: number) => {
    const result = await harness.ideas.vote(ideaId, voterId);
    if (result.outcome !== "cast") throw new Error(`vote not cast: ${result.outcome}`);
    return result.voteId;
  };

  it("stores an idea and finds it with its author and its service named in the reader's language", async () => {
    const id = await harness.ideas.create({ authorId: marie, serviceId: water, content: "Netwaye kanal yo chak mwa." });
    const found = await harness.ideas.findVisible(id, "en");
    expect(found).toEqual({
      id,
      content: "Netwaye kanal yo chak mwa.",
      serviceId: water,
      serviceName: "Water and Sanitation",
      authorId: marie,
      authorName: "Manm 1",
      createdAt: found?.createdAt,
      voteCount: 0,
    });
    expect(Number.isNaN(Date.parse(found?.createdAt ?? ""))).toBe(false);
    // Falls back to the Creole name when the language has none.
    const [other] = await ideasOn({ serviceId: energy, authorId: jean });
    expect((await harness.ideas.findVisible(other ?? 0, "fr"))?.serviceName).toBe("Enèji");
    expect(await harness.ideas.findVisible(999_999, "ht")).toBeNull();
  });

  it("lists every service's ideas or one's, newest first or most voted first (ties newest first), a page at a time", async () => {
    const [first = 0, second = 0, third = 0, fourth = 0] = await ideasOn(
      { serviceId: water, authorId: marie },
      { serviceId: energy, authorId: jean },
      { serviceId: water, authorId: jean },
      { serviceId: water, authorId: rose },
    );
    await cast(first, jean);
    await cast(first, rose);
    await cast(second, marie);
    await cast(third, marie);
    const ids = (records: readonly { id: number }[]) => records.map((record) => record.id);
    const page = { serviceId: null, order: "recent", limit: 30, offset: 0, language: "ht" } as const;

    expect(ids(await harness.ideas.listVisible(page))).toEqual([fourth, third, second, first]);
    expect(ids(await harness.ideas.listVisible({ ...page, order: "votes" }))).toEqual([first, third, second, fourth]);
    expect(ids(await harness.ideas.listVisible({ ...page, serviceId: water }))).toEqual([fourth, third, first]);
    expect(ids(await harness.ideas.listVisible({ ...page, serviceId: water, order: "votes" }))).toEqual([first, third, fourth]);
    expect(ids(await harness.ideas.listVisible({ ...page, limit: 2 }))).toEqual([fourth, third]);
    expect(ids(await harness.ideas.listVisible({ ...page, limit: 2, offset: 2 }))).toEqual([second, first]);
    expect(await harness.ideas.listVisible({ ...page, offset: 4 })).toEqual([]);
    expect(await harness.ideas.listVisible({ ...page, serviceId: 999_999 })).toEqual([]);

    const [listed] = await harness.ideas.listVisible({ ...page, order: "votes", language: "en" });
    expect(listed).toEqual({
      id: first,
      content: "Ide 1",
      serviceId: water,
      serviceName: "Water and Sanitation",
      authorId: marie,
      authorName: "Manm 1",
      createdAt: "2026-03-01T12:00:00.000Z",
      voteCount: 2,
    });
  });

  it("records one vote per member and idea, moving the stored count with it", async () => {
    const [idea = 0, other = 0] = await ideasOn({ serviceId: water, authorId: marie }, { serviceId: energy, authorId: marie });
    const firstVote = await cast(idea, jean);
    expect(await harness.ideas.vote(idea, jean)).toEqual({ outcome: "repeat" });
    const secondVote = await cast(idea, rose);
    await cast(other, jean);
    expect(firstVote).not.toBe(secondVote);
    expect(await harness.counts(idea)).toEqual({ stored: 2, votes: 2 });
    expect((await harness.ideas.findVisible(idea, "ht"))?.voteCount).toBe(2);
    expect([...(await harness.ideas.votesOf(jean))].sort((a, b) => a - b)).toEqual([idea, other].sort((a, b) => a - b));
    expect([...(await harness.ideas.votesOf(rose))]).toEqual([idea]);
    expect((await harness.ideas.votesOf(marie)).size).toBe(0);
    expect(await harness.ideas.vote(999_999, jean)).toEqual({ outcome: "not-found" });
  });

  it("records exactly one of many simultaneous votes by one member, and every vote of many members", async () => {
    const [idea = 0] = await ideasOn({ serviceId: water, authorId: marie });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => harness.ideas.vote(idea, jean)));
    expect(outcomes.filter((result) => result.outcome === "cast")).toHaveLength(1);
    expect(outcomes.filter((result) => result.outcome === "repeat")).toHaveLength(19);
    expect(await harness.counts(idea)).toEqual({ stored: 1, votes: 1 });

    const voters = [rose, ...(await Promise.all([1, 2, 3, 4].map(() => harness.given.addMember({ joinedServiceId: null }))))];
    await Promise.all(voters.map((voter) => harness.ideas.vote(idea, voter)));
    expect(await harness.counts(idea)).toEqual({ stored: 6, votes: 6 });
  });

  it("leaves hidden ideas out of lists, finding, votes and the summary", async () => {
    const [shown = 0, hidden = 0] = await ideasOn({ serviceId: water, authorId: marie }, { serviceId: energy, authorId: jean });
    await cast(hidden, marie);
    await cast(shown, jean);
    await cast(shown, rose);
    expect(await harness.ideas.summary()).toEqual({ totalIdeas: 2, totalVotes: 3, servicesWithIdeas: 2 });

    await harness.given.hide(hidden);
    const page = { serviceId: null, order: "votes", limit: 30, offset: 0, language: "ht" } as const;
    expect((await harness.ideas.listVisible(page)).map((record) => record.id)).toEqual([shown]);
    expect(await harness.ideas.listVisible({ ...page, serviceId: energy })).toEqual([]);
    expect(await harness.ideas.findVisible(hidden, "ht")).toBeNull();
    expect(await harness.ideas.vote(hidden, rose)).toEqual({ outcome: "not-found" });
    expect(await harness.counts(hidden)).toEqual({ stored: 1, votes: 1 });
    expect(await harness.ideas.summary()).toEqual({ totalIdeas: 1, totalVotes: 2, servicesWithIdeas: 1 });
  });

  it("sums nothing when there are no ideas", async () => {
    expect(await harness.ideas.summary()).toEqual({ totalIdeas: 0, totalVotes: 0, servicesWithIdeas: 0 });
  });
};

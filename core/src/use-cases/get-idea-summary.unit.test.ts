import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryIdeas } from "../testing/idea-doubles";
import { serviceNamed } from "../testing/service-doubles";
import { makeGetIdeaSummary } from "./get-idea-summary";

describe("getIdeaSummary", () => {
  it("counts visible ideas, their votes and the services that have some", async () => {
    const ideas = new MemoryIdeas([serviceNamed(1, { ht: "Dlo" }), serviceNamed(2, { ht: "Enèji" })], new Map());
    const summary = () => Effect.runPromise(makeGetIdeaSummary({ ideas })());
    expect(await summary()).toEqual({ totalIdeas: 0, totalVotes: 0, servicesWithIdeas: 0 });

    const water = await ideas.create({ authorId: 7, serviceId: 1, content: "Netwaye kanal yo." });
    const energy = await ideas.create({ authorId: 7, serviceId: 2, content: "Limyè solè." });
    await ideas.create({ authorId: 8, serviceId: 1, content: "Yon pi nan chak katye." });
    await ideas.vote(water, 8);
    await ideas.vote(water, 9);
    await ideas.vote(energy, 8);
    expect(await summary()).toEqual({ totalIdeas: 3, totalVotes: 3, servicesWithIdeas: 2 });

    ideas.hide(energy);
    expect(await summary()).toEqual({ totalIdeas: 2, totalVotes: 2, servicesWithIdeas: 1 });
  });
});

import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { Clock } from "../ports/clock";
import type { KnowledgeEntry } from "../rules/assistant/knowledge";
import { fixedStandings, MemoryKnowledgeSource, RecordingAssistant } from "../testing/assistant-doubles";
import { makeAskAssistant, type AssistantReply } from "./ask-assistant";

const oni: KnowledgeEntry = {
  id: "agency:1",
  href: "/government-agencies?q=ONI",
  text: { ht: { title: "Office National d'Identification (ONI)", body: "Biwo ki bay kat idantifikasyon nasyonal (CIN)." } },
};
const task: KnowledgeEntry = {
  id: "task:7",
  href: "/tasks/7",
  text: {
    ht: { title: "Eta Sivil: Di ki papye yo mande", body: "Di ki dokiman yo mande pou yon ak nesans oswa yon kat idantifikasyon." },
    fr: { title: "État civil : Indiquer les pièces demandées", body: "Indiquez les documents demandés pour un acte de naissance ou une carte d'identification." },
  },
};

let now = new Date("2026-03-02T12:00:00Z");
const clock: Clock = { now: () => now };

const setup = () => {
  const knowledge = new MemoryKnowledgeSource([oni, task]);
  const assistant = new RecordingAssistant();
  const ask = makeAskAssistant({
    knowledge,
    assistant,
    standings: fixedStandings({ totalPoints: 260, weeklyPoints: 12, rank: 4, totalContributions: 9 }),
    clock,
    indexLifetimeMs: 60_000,
  });
  return { knowledge, assistant, ask };
};

const textOf = async (reply: AssistantReply): Promise<string> => {
  let text = "";
  for await (const piece of reply.pieces) text += piece;
  return text;
};

describe("askAssistant", () => {
  it("answers from the retrieved passages in the question's language and cites each of them", async () => {
    const { ask, assistant } = setup();
    const reply = await Effect.runPromise(ask({ question: "Comment obtenir une carte d'identité ?", readerLanguage: "ht", userId: 1 }));
    expect(reply.answered).toBe(true);
    expect(reply.language).toBe("fr");
    expect(reply.sources.map((source) => source.href)).toContain("/government-agencies?q=ONI");
    expect(reply.sources).toContainEqual({ title: "État civil : Indiquer les pièces demandées", href: "/tasks/7" });
    await textOf(reply);
    expect(assistant.requests[0]?.passages.map((passage) => passage.href)).toEqual(reply.sources.map((source) => source.href));
  });

  it("says it does not know, points to where to look, and never asks the assistant, when nothing matches", async () => {
    const { ask, assistant } = setup();
    const reply = await Effect.runPromise(ask({ question: "Who won the 1998 World Cup?", readerLanguage: "en", userId: 1 }));
    expect(reply.answered).toBe(false);
    expect(await textOf(reply)).toMatch(/did not find an answer/u);
    expect(reply.sources.map((source) => source.href)).toEqual(["/choose-service", "/government-agencies"]);
    expect(assistant.requests).toEqual([]);
  });

  it("tells a member their own points, level and rank", async () => {
    const { ask } = setup();
    const reply = await Effect.runPromise(ask({ question: "Konbyen pwen mwen genyen?", readerLanguage: "ht", userId: 1 }));
    expect(reply.answered).toBe(true);
    expect(reply.sources[0]?.href).toBe("/account");
    const text = await textOf(reply);
    expect(text).toContain("Pwen ou, nivo ou ak ran ou");
  });

  it("finds the points table and the static pages' rules, which live in core", async () => {
    const { ask } = setup();
    const points = await Effect.runPromise(ask({ question: "Combien de points rapporte une idée ?", readerLanguage: "fr", userId: 1 }));
    expect(points.sources[0]?.href).toBe("/leaderboard");
    const rules = await Effect.runPromise(ask({ question: "Can I create several accounts?", readerLanguage: "en", userId: 1 }));
    expect(rules.sources.map((source) => source.href).some((href) => /^\/(rules-of-engagement|terms-conditions)/u.test(href ?? ""))).toBe(true);
  });

  it("keeps its index for its lifetime, then rebuilds it and finds new content", async () => {
    const { ask, knowledge } = setup();
    await Effect.runPromise(ask({ question: "paspò", readerLanguage: "ht", userId: 1 }));
    knowledge.content = [
      ...knowledge.content,
      { id: "agency:2", href: "/government-agencies?q=DIE", text: { ht: { title: "DIE", body: "Administrasyon ki bay paspò ayisyen." } } },
    ];
    const before = await Effect.runPromise(ask({ question: "Kote pou m fè paspò?", readerLanguage: "ht", userId: 1 }));
    expect(before.answered).toBe(false);
    expect(knowledge.reads).toBe(1);
    now = new Date(now.getTime() + 60_000);
    const after = await Effect.runPromise(ask({ question: "Kote pou m fè paspò?", readerLanguage: "ht", userId: 1 }));
    expect(after.sources[0]?.href).toBe("/government-agencies?q=DIE");
    expect(knowledge.reads).toBe(2);
  });
});

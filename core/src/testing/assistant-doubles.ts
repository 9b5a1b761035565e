import type { Assistant, AssistantRequest } from "../ports/assistant/assistant";
import type { KnowledgeSource } from "../ports/assistant/knowledge-source";
import type { PointsStandings } from "../ports/points-standings";
import type { KnowledgeEntry } from "../rules/assistant/knowledge";
import type { UserStats } from "../schemas/points";

/** Stored content held in memory; counts its reads, so a test sees when the index is rebuilt. */
export class MemoryKnowledgeSource implements KnowledgeSource {
  reads = 0;
  constructor(public content: KnowledgeEntry[]) {}

  entries(): Promise<readonly KnowledgeEntry[]> {
    this.reads += 1;
    return Promise.resolve(this.content);
  }
}

/** Answers with the passages' titles, one piece each, and keeps every request it got. */
export class RecordingAssistant implements Assistant {
  readonly requests: AssistantRequest[] = [];

  async *answer(request: AssistantRequest): AsyncIterable<string> {
    this.requests.push(request);
    for (const passage of request.passages) yield `${passage.title}. `;
  }
}

/** One member's standing, as the points bar would show it. */
export const fixedStandings = (stats: UserStats): PointsStandings => ({
  statsOf: () => Promise.resolve(stats),
  recentOf: () => Promise.resolve([]),
});

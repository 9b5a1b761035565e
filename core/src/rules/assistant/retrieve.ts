import { buildSearchIndex, type SearchIndex } from "./bm25";
import { indexedText, type KnowledgeEntry } from "./knowledge";
import { searchWords } from "./normalize";

/** The platform's content, prepared for search. */
export interface KnowledgeIndex {
  readonly index: SearchIndex;
  readonly entries: ReadonlyMap<string, KnowledgeEntry>;
}

export const buildKnowledgeIndex = (entries: readonly KnowledgeEntry[]): KnowledgeIndex => ({
  index: buildSearchIndex(entries.map((entry) => ({ id: entry.id, words: searchWords(indexedText(entry)) }))),
  entries: new Map(entries.map((entry) => [entry.id, entry])),
});

/**
 * How sure retrieval must be before the assistant answers: the best passage must score at least
 * `minScore` and hold at least `minCoverage` of the question's weight (its words, each weighed by
 * how rare it is in the content). Below
 * that it says it does not know rather than answer from a passage that only shares a word.
 */
export const retrievalThresholds = { minScore: 1, minCoverage: 0.45, maxPassages: 3, relativeScore: 0.6 } as const;

export interface Retrieval {
  readonly entries: readonly KnowledgeEntry[];
  /** The best passage's score and coverage, for the log and the evaluation. */
  readonly bestScore: number;
  readonly coverage: number;
}

/** The passages that answer `question`, best first; none when nothing is close enough. */
export const retrieve = (knowledge: KnowledgeIndex, question: string): Retrieval => {
  const words = [...new Set(searchWords(question))];
  if (words.length === 0) return { entries: [], bestScore: 0, coverage: 0 };
  const hits = knowledge.index.search(words, 10);
  const best = hits[0];
  if (best === undefined) return { entries: [], bestScore: 0, coverage: 0 };
  const coverage = best.coverage;
  if (best.score < retrievalThresholds.minScore || coverage < retrievalThresholds.minCoverage) {
    return { entries: [], bestScore: best.score, coverage };
  }
  const entries = hits
    .filter((hit) => hit.score >= best.score * retrievalThresholds.relativeScore)
    .slice(0, retrievalThresholds.maxPassages)
    .flatMap((hit) => {
      const entry = knowledge.entries.get(hit.id);
      return entry === undefined ? [] : [entry];
    });
  return { entries, bestScore: best.score, coverage };
};

/**
 * Okapi BM25 over prepared word lists: the ranking the assistant retrieves passages by. Pure and
 * in memory, so it ranks the same on PGlite and PostgreSQL and needs no search extension.
 */
export interface IndexedDocument {
  readonly id: string;
  readonly words: readonly string[];
}

export interface SearchHit {
  readonly id: string;
  readonly score: number;
  /** Distinct question words found in the document. */
  readonly matched: number;
  /**
   * The share of the question's weight the document holds: each distinct word weighs its inverse
   * document frequency (a word no document has weighs the most), so "Haiti" found and "passport"
   * missing is a poor match while the reverse is a good one.
   */
  readonly coverage: number;
}

export interface SearchIndex {
  readonly size: number;
  /** Best documents first; only documents that share at least one word with the question. */
  search(queryWords: readonly string[], limit: number): SearchHit[];
}

const k1 = 1.2;
const b = 0.75;

export const buildSearchIndex = (documents: readonly IndexedDocument[]): SearchIndex => {
  const frequencies = documents.map((document) => {
    const counts = new Map<string, number>();
    for (const word of document.words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  });
  const postings = new Map<string, number[]>();
  frequencies.forEach((counts, index) => {
    for (const word of counts.keys()) {
      const list = postings.get(word);
      if (list === undefined) postings.set(word, [index]);
      else list.push(index);
    }
  });
  const lengths = documents.map((document) => document.words.length);
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(documents.length, 1) || 1;
  const total = documents.length;

  const inverseFrequency = (word: string): number => {
    const containing = postings.get(word)?.length ?? 0;
    return Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
  };

  return {
    size: total,
    search(queryWords, limit) {
      const scores = new Map<number, { score: number; matched: number; weight: number }>();
      const distinct = [...new Set(queryWords)];
      const questionWeight = distinct.reduce((sum, word) => sum + inverseFrequency(word), 0) || 1;
      for (const word of distinct) {
        const list = postings.get(word);
        if (list === undefined) continue;
        const weight = inverseFrequency(word);
        for (const index of list) {
          const frequency = frequencies[index]?.get(word) ?? 0;
          const length = lengths[index] ?? 0;
          const part = (weight * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * length) / averageLength));
          const current = scores.get(index) ?? { score: 0, matched: 0, weight: 0 };
          scores.set(index, { score: current.score + part, matched: current.matched + 1, weight: current.weight + weight });
        }
      }
      return [...scores.entries()]
        .map(([index, { score, matched, weight }]) => ({
          id: documents[index]?.id ?? "",
          score,
          matched,
          coverage: weight / questionWeight,
        }))
        .sort((left, right) => right.score - left.score || left.id.localeCompare(right.id))
        .slice(0, limit);
    },
  };
};

import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { languages, type Language } from "../i18n/languages";
import { formatMessage, loadMessages } from "../i18n/messages";
import type { Assistant } from "../ports/assistant/assistant";
import type { KnowledgeSource } from "../ports/assistant/knowledge-source";
import type { Clock } from "../ports/clock";
import type { PointsStandings } from "../ports/points-standings";
import { answerText } from "../rules/assistant/answer-texts";
import { textIn, type KnowledgeEntry } from "../rules/assistant/knowledge";
import { platformEntries, type Catalogs } from "../rules/assistant/platform-entries";
import { asksOwnProgress } from "../rules/assistant/progress-question";
import { questionLanguage } from "../rules/assistant/question-language";
import { buildKnowledgeIndex, retrieve, retrievalThresholds, type KnowledgeIndex } from "../rules/assistant/retrieve";
import { levelFor } from "../rules/levels";
import { weekStartsIn } from "../rules/zoned-periods";
import type { AiSource } from "../schemas/ai";

export interface AskAssistantInput {
  readonly question: string;
  /** The language the member reads the site in; the question's own language wins when clear. */
  readonly readerLanguage: Language;
  /** The signed-in member, whose own progress the assistant may tell them. */
  readonly userId: number | null;
}

/** An answer on its way: its sources are known at once, its text arrives in pieces. */
export interface AssistantReply {
  readonly language: Language;
  /** False when nothing on the platform answers the question: the text says so and where to look. */
  readonly answered: boolean;
  readonly sources: readonly AiSource[];
  readonly pieces: AsyncIterable<string>;
}

export interface IndexBuilt {
  readonly entries: number;
  readonly milliseconds: number;
}

export interface AskAssistantDeps {
  readonly knowledge: KnowledgeSource;
  readonly assistant: Assistant;
  readonly standings: PointsStandings;
  readonly clock: Clock;
  /** The index is rebuilt from the content this long after it was built, so new content is found soon. */
  readonly indexLifetimeMs?: number;
  /** Told how long each rebuild took, for the log. */
  readonly onIndexBuilt?: (built: IndexBuilt) => void;
}

export const defaultIndexLifetimeMs = 60_000;

const once = async function* (text: string): AsyncIterable<string> {
  yield text;
};

/**
 * Answers a member's question from the platform's own content: retrieves the best passages (BM25
 * over services, tasks, agencies, places, the points table, the levels, the static pages' rules,
 * and the member's own progress), then has the assistant write the answer from them and only them.
 * When no passage is close enough it says it does not know and where to look; it never invents.
 */
export const makeAskAssistant = ({
  knowledge,
  assistant,
  standings,
  clock,
  indexLifetimeMs = defaultIndexLifetimeMs,
  onIndexBuilt,
}: AskAssistantDeps) => {
  const weekStart = weekStartsIn();
  let catalogs: Promise<Catalogs> | undefined;
  const loadCatalogs = (): Promise<Catalogs> => {
    catalogs ??= Promise.all(languages.map(async (language) => [language, await loadMessages(language)] as const)).then(
      (pairs) => Object.fromEntries(pairs) as unknown as Catalogs,
    );
    return catalogs;
  };

  let built: { readonly at: number; readonly index: Promise<KnowledgeIndex> } | undefined;
  const currentIndex = (): Promise<KnowledgeIndex> => {
    const now = clock.now().getTime();
    if (built === undefined || now - built.at >= indexLifetimeMs) {
      const started = Date.now();
      const index = (async () => {
        const [stored, loaded] = await Promise.all([knowledge.entries(), loadCatalogs()]);
        const result = buildKnowledgeIndex([...stored, ...platformEntries(loaded)]);
        onIndexBuilt?.({ entries: result.index.size, milliseconds: Date.now() - started });
        return result;
      })();
      const attempt = { at: now, index };
      built = attempt;
      // A failed build is not kept: the next question tries again.
      index.catch(() => {
        if (built === attempt) built = undefined;
      });
    }
    return built.index;
  };

  const progressEntry = async (userId: number, language: Language): Promise<KnowledgeEntry> => {
    const [stats, loaded] = await Promise.all([standings.statsOf(userId, weekStart(clock.now())), loadCatalogs()]);
    const text = (lang: Language) => ({
      title: answerText(lang, "progressTitle"),
      body: answerText(lang, "progressBody", {
        points: stats.totalPoints,
        weekly: stats.weeklyPoints,
        level: formatMessage(loaded[lang], levelFor(stats.totalPoints).nameKey),
        rank: stats.rank,
        contributions: stats.totalContributions,
      }),
    });
    return { id: "member:progress", href: "/account", text: { ht: text("ht"), [language]: text(language) } };
  };

  return (input: AskAssistantInput): Effect.Effect<AssistantReply, DomainError> =>
    Effect.promise(async () => {
      const language = questionLanguage(input.question, input.readerLanguage);
      const found = retrieve(await currentIndex(), input.question);
      const own = input.userId !== null && asksOwnProgress(input.question) ? [await progressEntry(input.userId, language)] : [];
      const entries = [...own, ...found.entries].slice(0, retrievalThresholds.maxPassages);
      if (entries.length === 0) {
        return {
          language,
          answered: false,
          sources: [
            { title: answerText(language, "suggestServices"), href: "/choose-service" },
            { title: answerText(language, "suggestAgencies"), href: "/government-agencies" },
          ],
          pieces: once(answerText(language, "dontKnow")),
        };
      }
      const passages = entries.map((entry) => ({ ...textIn(entry, language), href: entry.href }));
      return {
        language,
        answered: true,
        sources: passages.map(({ title, href }) => ({ title, href })),
        pieces: assistant.answer({
          question: input.question,
          language,
          passages: passages.map(({ title, href, body }) => ({ title, href, text: body })),
        }),
      };
    });
};

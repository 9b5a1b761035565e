import { formatInstant } from "@kominote/core/rules/date-format";
import { useLanguage } from "../../../i18n/language-provider";
import type { AnswerSource } from "../lib/answer";
import type { ConversationEntry } from "../lib/conversation";
import * as styles from "./assistant.css";
import { VoicePlayer, type Speak } from "./voice-player";

/** A page of this site; anything else (another site, a script) is shown as plain text. */
const isSitePath = (href: string | null): href is string => href !== null && href.startsWith("/") && !href.startsWith("//");

/** The sources an answer names: a link for each one that has a page here. */
export function AnswerSources({ sources }: { readonly sources: readonly AnswerSource[] }) {
  const { t } = useLanguage();
  if (sources.length === 0) return null;
  return (
    <>
      <p className={styles.sourcesTitle}>{t("assistantScreen.sources")}</p>
      <ul className={styles.sources}>
        {sources.map((source, index) => (
          <li key={`${index}-${source.title}`}>{isSitePath(source.href) ? (
              <a className={styles.sourceLink} href={source.href}>
                {source.title}
              </a>
            ) : (
              source.title
            )}</li>
        ))}
      </ul>
    </>
  );
}

export interface ConversationEntryViewProps {
  readonly entry: ConversationEntry;
  /** The answer that just arrived: it starts reading aloud by itself. */
  readonly isFresh?: boolean;
  readonly speak?: Speak;
}

/** One turn: who said it, when, the text; an answer adds its sources and its voice. */
export function ConversationEntryView({ entry, isFresh = false, speak }: ConversationEntryViewProps) {
  const { t, language } = useLanguage();
  const isAnswer = entry.author === "assistant";
  return (
    <li className={isAnswer ? styles.assistantEntry : styles.memberEntry}>
      <p className={styles.author}>
        {isAnswer ? t("assistantScreen.author.assistant") : t("assistantScreen.author.member")}{" "}
        <time className={styles.time} dateTime={entry.at}>
          {formatInstant(language, entry.at, "dateTime")}
        </time>
      </p>
      <p className={styles.entryText} {...(isAnswer ? { lang: entry.language } : {})}>
        {entry.text}
      </p>
      {isAnswer ? (
        <>
          <AnswerSources sources={entry.sources} />
          <VoicePlayer text={entry.text} language={entry.language} autoPlay={isFresh} {...(speak === undefined ? {} : { speak })} />
        </>
      ) : null}
    </li>
  );
}

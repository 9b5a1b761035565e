import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { Button } from "../../../ui/button";
import { useCurrentUser } from "../../auth/queries";
import type { SpeechRecognitionConstructor } from "../lib/speech-recognition";
import { useConversation, type Ask } from "../lib/use-conversation";
import * as styles from "./assistant.css";
import { AnswerSources, ConversationEntryView } from "./conversation-entry";
import { ExampleQuestions } from "./example-questions";
import { QuestionForm } from "./question-form";
import type { Speak } from "./voice-player";

export interface AssistantScreenProps {
  /** The calls behind the screen; the real API by default (stories and tests give their own). */
  readonly ask?: Ask;
  readonly speak?: Speak;
  readonly recognition?: SpeechRecognitionConstructor | null;
  /** Where the conversation is kept; the tab's session storage by default. */
  readonly storage?: Storage;
}

/** /ai-assistant (members only, behind the route guard): the screen for the signed-in member. */
export function AssistantScreen(props: AssistantScreenProps) {
  const { user } = useCurrentUser();
  // The guard let only a member in; a session that ended shows nothing until the redirect.
  if (user === null) return null;
  return <AssistantConversation key={user.id} memberId={user.id} {...props} />;
}

/**
 * The conversation with the assistant (SPEC section 2): the turns so far, kept for the tab's
 * session; the answer being written, shown as its words arrive, with its sources as links; each
 * answer read aloud with play and pause; the question box with the microphone and send; six
 * example questions.
 */
export function AssistantConversation({ memberId, ask, speak, recognition, storage }: AssistantScreenProps & { readonly memberId: number }) {
  const { t, language } = useLanguage();
  useDocumentTitle(t("assistantScreen.title"));
  const titleId = useId();
  const conversationId = useId();
  const [question, setQuestion] = useState("");
  const { entries, pending, problem, fresh, send, clear } = useConversation({
    memberId,
    language,
    t,
    ...(ask === undefined ? {} : { ask }),
    ...(storage === undefined ? {} : { storage }),
  });

  const submit = (text: string): void => {
    void send(text).then((answered) => {
      // A failed question stays in the box, to send again or correct.
      if (answered) setQuestion((now) => (now === text ? "" : now));
    });
  };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t("assistantScreen.title")}
      </h1>
      <p className={styles.intro}>{t("assistantScreen.intro")}</p>

      <section className={styles.conversation} aria-labelledby={conversationId}>
        <div className={styles.conversationHeader}>
          <h2 id={conversationId} className={styles.sectionTitle}>
            {t("assistantScreen.conversation.title")}
          </h2>
          {entries.length > 0 ? (
            <Button variant="ghost" size="sm" onPress={clear} isDisabled={pending !== null}>
              {t("assistantScreen.conversation.clear")}
            </Button>
          ) : null}
        </div>
        {entries.length === 0 && pending === null ? <p className={styles.empty}>{t("assistantScreen.conversation.empty")}</p> : null}
        <ol className={styles.entries}>
          {entries.map((entry) => (
            <ConversationEntryView key={entry.id} entry={entry} isFresh={entry.id === fresh} {...(speak === undefined ? {} : { speak })} />
          ))}
          {pending !== null ? (
            <>
              <li className={styles.memberEntry}>
                <p className={styles.author}>{t("assistantScreen.author.member")}</p>
                <p className={styles.entryText}>{pending.question}</p>
              </li>
              <li className={styles.assistantEntry} aria-busy="true">
                <p className={styles.author}>{t("assistantScreen.author.assistant")}</p>
                <p className={styles.entryText} aria-live="polite">
                  {pending.text === "" ? t("assistantScreen.answering") : pending.text}
                </p>
                <AnswerSources sources={pending.sources} />
              </li>
            </>
          ) : null}
        </ol>
      </section>

      <QuestionForm
        value={question}
        onChange={setQuestion}
        onSubmit={() => submit(question)}
        isPending={pending !== null}
        problem={problem}
        {...(recognition === undefined ? {} : { recognition })}
      />

      <ExampleQuestions
        isDisabled={pending !== null}
        onAsk={(example) => {
          setQuestion(example);
          submit(example);
        }}
      />
    </section>
  );
}

import type { MessageKey } from "@kominote/core/i18n/messages";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./assistant.css";

/** The six example questions (SPEC), in the reader's language. */
export const exampleQuestionKeys = [
  "assistantScreen.example.1",
  "assistantScreen.example.2",
  "assistantScreen.example.3",
  "assistantScreen.example.4",
  "assistantScreen.example.5",
  "assistantScreen.example.6",
] as const satisfies readonly MessageKey[];

/** Questions a member can ask with one press, to learn what the assistant knows. */
export function ExampleQuestions({ onAsk, isDisabled }: { readonly onAsk: (question: string) => void; readonly isDisabled: boolean }) {
  const { t } = useLanguage();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t("assistantScreen.examples.title")}
      </h2>
      <ul className={styles.examples}>
        {exampleQuestionKeys.map((key) => (
          <li key={key}>
            <Button variant="secondary" size="sm" className={styles.example} isDisabled={isDisabled} onPress={() => onAsk(t(key))}>
              {t(key)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

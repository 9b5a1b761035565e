import { maxSpokenTextLength } from "@kominote/core/rules/spoken-text";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { FormProblem } from "../../../ui/form-problem";
import type { SpeechRecognitionConstructor } from "../lib/speech-recognition";
import * as styles from "./assistant.css";
import { MicrophoneButton } from "./microphone-button";

export interface QuestionFormProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
  readonly isPending: boolean;
  /** Why the last question failed (the server's message or the spec's fallback), or null. */
  readonly problem: string | null;
  readonly recognition?: SpeechRecognitionConstructor | null;
}

/**
 * The question box, the microphone and send. Send is disabled while the question is empty (after
 * trimming) or one is being answered (SPEC); Ctrl or Cmd + Enter sends from the box, Enter alone
 * makes a new line. A failure is said beside the button and the question stays in the box.
 */
export function QuestionForm({ value, onChange, onSubmit, isPending, problem, recognition }: QuestionFormProps) {
  const { t } = useLanguage();
  const id = useId();
  const canSend = value.trim() !== "" && !isPending;
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSubmit();
      }}
    >
      <label htmlFor={`${id}-question`} className={styles.label}>
        {t("assistantScreen.question.label")}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t("assistantScreen.question.hint")}
      </p>
      <textarea
        id={`${id}-question`}
        name="question"
        className={styles.question}
        value={value}
        maxLength={maxSpokenTextLength}
        rows={3}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={problem !== null}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (canSend) onSubmit();
          }
        }}
      />
      <div className={styles.actions}>
        <MicrophoneButton onHeard={onChange} isDisabled={isPending} {...(recognition === undefined ? {} : { recognition })} />
        <Button type="submit" className={styles.actionButton} isDisabled={!canSend}>
          {isPending ? t("assistantScreen.sending") : t("assistantScreen.send")}
        </Button>
      </div>
      <FormProblem id={`${id}-problem`} message={problem === null ? null : `${t("assistantScreen.error.title")}: ${problem}`} />
    </form>
  );
}

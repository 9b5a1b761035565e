import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { browserSpeechRecognition, listenOnce, type SpeechRecognitionConstructor } from "../lib/speech-recognition";
import * as styles from "./assistant.css";

type Listening = "idle" | "listening" | "error";

export interface MicrophoneButtonProps {
  /** What was heard, to put in the question box. */
  readonly onHeard: (transcript: string) => void;
  readonly isDisabled?: boolean;
  /** The browser's recognition; found on the page by default, null where the browser has none. */
  readonly recognition?: SpeechRecognitionConstructor | null;
}

/**
 * Says a question instead of typing it: the browser's speech recognition in Creole, one utterance,
 * the final words only (SPEC: idle, listening, ended or error). Where the browser offers none, the
 * button says so and the note says why, instead of failing when pressed.
 */
export function MicrophoneButton({ onHeard, isDisabled = false, recognition = browserSpeechRecognition() }: MicrophoneButtonProps) {
  const { t } = useLanguage();
  const noteId = useId();
  const [state, setState] = useState<Listening>("idle");
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  if (recognition === null) {
    return (
      <>
        <Button variant="secondary" className={styles.actionButton} isDisabled aria-describedby={noteId}>
          {t("assistantScreen.speech.unsupported.title")}
        </Button>
        <p id={noteId} className={styles.micNote}>
          {t("assistantScreen.speech.unsupported.text")}
        </p>
      </>
    );
  }

  const toggle = (): void => {
    if (state === "listening") {
      stop.current?.();
      return;
    }
    setState("listening");
    stop.current = listenOnce(recognition, {
      onHeard,
      onFailed: () => setState("error"),
      onEnded: () => {
        stop.current = null;
        setState((now) => (now === "listening" ? "idle" : now));
      },
    });
  };

  return (
    <>
      <Button variant="secondary" className={styles.actionButton} onPress={toggle} isDisabled={isDisabled}>
        {state === "listening" ? t("assistantScreen.mic.listening") : t("assistantScreen.mic.start")}
      </Button>
      <div role="status" className={styles.micNote}>
        {state === "error" ? (
          <>
            <strong>{t("assistantScreen.speech.error.title")}</strong> {t("assistantScreen.speech.error.text")}
          </>
        ) : null}
      </div>
    </>
  );
}

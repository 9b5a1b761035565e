import type { Language } from "@kominote/core/i18n/languages";
import { spokenExcerpt } from "@kominote/core/rules/spoken-text";
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { synthesizeVoice } from "../api/synthesize-voice";
import * as styles from "./assistant.css";

type Playback = "idle" | "loading" | "playing" | "paused";

export type Speak = (text: string, language: Language) => Promise<Blob>;

export interface VoicePlayerProps {
  readonly text: string;
  /** The answer's language: the voice it is read in. */
  readonly language: Language;
  /** Start reading at once (the answer that just arrived); a browser that refuses leaves it paused. */
  readonly autoPlay?: boolean;
  /** Where the audio comes from; POST /api/ai/voice by default. */
  readonly speak?: Speak;
}

/**
 * An answer read aloud: one button that plays and pauses an audio element. The audio is asked for
 * the first time it is wanted and kept while the page lives, so a replay costs nothing. The voice
 * only accompanies the text on the screen: a failure is logged (SPEC) and the button returns to
 * play, with the text still there to read.
 */
export function VoicePlayer({ text, language, autoPlay = false, speak = synthesizeVoice }: VoicePlayerProps) {
  const { t } = useLanguage();
  const audio = useRef<HTMLAudioElement>(null);
  const objectUrl = useRef<string | null>(null);
  const [playback, setPlayback] = useState<Playback>("idle");

  useEffect(
    () => () => {
      if (objectUrl.current !== null) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const play = async (): Promise<void> => {
    const element = audio.current;
    if (element === null) return;
    try {
      if (objectUrl.current === null) {
        setPlayback("loading");
        const wav = await speak(spokenExcerpt(text), language);
        objectUrl.current = URL.createObjectURL(wav);
        element.src = objectUrl.current;
      }
      await element.play();
      setPlayback("playing");
    } catch (error) {
      console.error("Voice synthesis error", error);
      setPlayback(objectUrl.current === null ? "idle" : "paused");
    }
  };

  useEffect(() => {
    if (autoPlay) void play();
    // Only when the answer first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (): void => {
    if (playback === "playing") {
      audio.current?.pause();
      setPlayback("paused");
    } else if (playback !== "loading") void play();
  };

  return (
    <div className={styles.voice}>
      <Button
        variant="secondary"
        size="sm"
        className={styles.actionButton}
        onPress={toggle}
        isPending={playback === "loading"}
      >
        {playback === "loading"
          ? t("assistantScreen.voice.loading")
          : playback === "playing"
            ? t("assistantScreen.voice.pause")
            : t("assistantScreen.voice.play")}
      </Button>
      <audio ref={audio} aria-label={t("assistantScreen.voice.label")} preload="none" onEnded={() => setPlayback("paused")} onPause={() => setPlayback((now) => (now === "playing" ? "paused" : now))} />
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./task-card.css";

export interface JoinServicePromptProps {
  /** noService: the member has not chosen one yet; otherService: their main service is another one. */
  readonly reason: "noService" | "otherService";
  readonly isJoining: boolean;
  readonly onJoin: () => void;
}

/**
 * Shown where a member outside this service pressed "contribute": why they cannot yet, and one
 * button to make this service their main one. The message takes the focus so it is read at once.
 */
export function JoinServicePrompt({ reason, isJoining, onJoin }: JoinServicePromptProps) {
  const { t } = useLanguage();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className={styles.joinPrompt}>
      <p ref={message} tabIndex={-1} className={styles.joinMessage}>
        {t(reason === "noService" ? "services.join.noService" : "services.join.otherService")}
      </p>
      <Button onPress={onJoin} isPending={isJoining}>
        {isJoining ? t("services.join.pending") : t("services.join.button")}
      </Button>
    </div>
  );
}

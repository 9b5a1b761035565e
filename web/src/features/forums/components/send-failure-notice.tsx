import * as styles from "./forums.css";

export interface SendFailureNoticeProps {
  /** useSubmitForm's message: what did not happen, why, and that what was typed is kept (or waits offline). */
  readonly message: string | null;
}

/**
 * Says that a send did not go through and that what was typed is kept; always in the page as an
 * alert region, so a screen reader hears the news when it appears. A refused field is told on
 * the field itself.
 */
export function SendFailureNotice({ message }: SendFailureNoticeProps) {
  return <div role="alert">{message === null ? null : <p className={styles.failure}>{message}</p>}</div>;
}

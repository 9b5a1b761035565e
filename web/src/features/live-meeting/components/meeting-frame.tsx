import { useLanguage } from "../../../i18n/language-provider";
import * as styles from "./live-meeting.css";

/** The meeting embedded from its server (the page's policy lets only that server be framed). */
export function MeetingFrame({ meetingUrl }: { readonly meetingUrl: string }) {
  const { t } = useLanguage();
  return (
    <iframe
      className={styles.frame}
      src={meetingUrl}
      title={t("live.meeting.frameTitle")}
      allow="camera; microphone; fullscreen; display-capture; autoplay"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

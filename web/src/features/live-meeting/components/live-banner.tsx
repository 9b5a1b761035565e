import { formatInstant } from "@kominote/core/rules/date-format";
import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { Link } from "../../../ui/link";
import * as styles from "./live-meeting.css";
import { MeetingFrame } from "./meeting-frame";

export interface LiveBannerProps {
  /** A live status: the host shows the banner only then. */
  readonly status: LiveMeetingStatus & { readonly meetingUrl: string; readonly meetingId: string };
  /** The clock's time, refreshed each minute by the host. */
  readonly now: Date;
}

/**
 * SPEC 2's red banner: the real viewer count, the clock, the meeting opened here on demand, a link
 * to open it in the meeting app, the meeting ID, and the way to the page with the comments.
 */
export function LiveBanner({ status, now }: LiveBannerProps) {
  const { t, language } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const frameId = useId();
  const titleId = useId();
  const viewers = status.viewerCount;
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="live-banner">
      <div className={styles.bannerInner}>
        <span className={styles.liveMark}>{t("live.meeting.live")}</span>
        <h2 id={titleId} className={styles.bannerTitle}>
          {t("live.meeting.banner")}
        </h2>
        <span className={styles.onRed} data-testid="live-viewers">
          {t(`live.meeting.viewers.${pluralForm(language, viewers)}`, { count: formatCount(language, viewers) })}
        </span>
        <span className={styles.onRed}>{t("live.meeting.clock", { time: formatInstant(language, now, "time") })}</span>
        <span className={styles.onRed}>{t("live.meeting.id", { id: status.meetingId })}</span>
        <button type="button" className={styles.bannerButton} aria-expanded={expanded} aria-controls={frameId} onClick={() => setExpanded((was) => !was)}>
          {t(expanded ? "live.meeting.collapse" : "live.meeting.expand")}
        </button>
        <a className={styles.onRed} href={status.meetingUrl} target="_blank" rel="noopener noreferrer">
          {t("live.meeting.openInApp")}
        </a>
        <Link to="/live-meeting" className={styles.onRed}>
          {t("live.meeting.goToPage")}
        </Link>
      </div>
      <div id={frameId} className={styles.bannerFrame} hidden={!expanded}>
        {expanded ? <MeetingFrame meetingUrl={status.meetingUrl} /> : null}
      </div>
    </section>
  );
}

import { formatInstant } from "@kominote/core/rules/date-format";
import { hasRoleAtLeast } from "@kominote/core/rules/roles";
import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useMinuteClock } from "../../../lib/use-minute-clock";
import { Button } from "../../../ui/button";
import * as page from "../../../ui/page.css";
import { useCurrentUser } from "../../auth/queries";
import { changeBroadcast } from "../api/change-broadcast";
import { liveMeetingStatusQueryKey } from "../api/get-live-meeting-status";
import { useLiveStatus } from "../lib/use-live-status";
import { usePresence } from "../lib/use-presence";
import * as styles from "./live-meeting.css";
import { MeetingFrame } from "./meeting-frame";

export interface LiveMeetingViewProps {
  /** undefined while the first status is awaited. */
  readonly status: LiveMeetingStatus | undefined;
  readonly isError?: boolean;
  readonly now: Date;
  /** Set for moderators: they start and stop the broadcast. */
  readonly onChange?: (change: "start" | "stop") => Promise<void>;
  /** The comments (with their data on the page; a story hands its own). */
  readonly comments?: ReactNode;
}

/**
 * /live-meeting: off, a card saying so (and a moderator's start button); live, the embedded
 * meeting, the open-in-app link, the meeting ID, the clock, the viewers, the comments (and a
 * moderator's stop button).
 */
export function LiveMeetingView({ status, isError = false, now, onChange, comments }: LiveMeetingViewProps) {
  const { t, language } = useLanguage();
  useDocumentTitle(t("live.meeting.title"));
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (what: "start" | "stop") => {
    if (onChange === undefined) return;
    setPending(true);
    setFailed(false);
    try {
      await onChange(what);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  const live = status?.isLive === true && status.meetingUrl !== null && status.meetingId !== null;
  return (
    <div className={page.page}>
      <h1 className={page.pageTitle}>{t("live.meeting.title")}</h1>
      {status === undefined ? (
        <p className={page.status} role={isError ? "alert" : "status"}>
          {t(isError ? "live.meeting.loadFailed" : "live.meeting.loading")}
        </p>
      ) : (
        <>
          <ul className={styles.facts}>
            <li data-testid="live-page-viewers">
              {t(`live.meeting.viewers.${pluralForm(language, status.viewerCount)}`, { count: formatCount(language, status.viewerCount) })}
            </li>
            <li>{t("live.meeting.clock", { time: formatInstant(language, now, "time") })}</li>
            {live && status.startedAt !== null ? <li>{t("live.meeting.startedAt", { time: formatInstant(language, new Date(status.startedAt), "time") })}</li> : null}
            {live ? <li>{t("live.meeting.id", { id: status.meetingId ?? "" })}</li> : null}
          </ul>
          {onChange === undefined ? null : (
            <div className={styles.card}>
              <p className={styles.muted} style={{ margin: 0 }}>
                {t("live.meeting.moderatorHint")}
              </p>
              <div className={styles.actions}>
                {status.isLive ? (
                  <Button variant="danger" isPending={pending} onPress={() => void change("stop")}>
                    {t("live.meeting.stop")}
                  </Button>
                ) : (
                  <Button isPending={pending} onPress={() => void change("start")}>
                    {t("live.meeting.start")}
                  </Button>
                )}
              </div>
              {failed ? (
                <p className={styles.problem} role="alert">
                  {t("live.meeting.actionFailed")}
                </p>
              ) : null}
            </div>
          )}
          {live ? (
            <>
              <MeetingFrame meetingUrl={status.meetingUrl ?? ""} />
              <div className={styles.actions}>
                <a href={status.meetingUrl ?? ""} target="_blank" rel="noopener noreferrer">
                  {t("live.meeting.openInApp")}
                </a>
              </div>
              {comments}
            </>
          ) : (
            <div className={styles.card}>
              <h2 style={{ margin: 0 }}>{t("live.meeting.off.title")}</h2>
              <p style={{ margin: 0 }}>{t("live.meeting.off.body")}</p>
            </div>
          )}
        </>
      )}
    </div>
  );
}

// The comments (and the report dialog they open) in their own chunk: the route's entry, which every
// page's first JavaScript carries, then lists fewer files (the home page has no bytes to spare).
const LiveComments = lazy(async () => ({ default: (await import("./live-comments")).LiveComments }));

/** The page with its data: the status pushed and polled, this tab counted among the viewers. */
export function LiveMeetingScreen() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  const now = useMinuteClock();
  usePresence();
  const moderator = user !== null && hasRoleAtLeast(user.role, "moderator");
  return (
    <LiveMeetingView
      status={status.data}
      isError={status.isError}
      now={now}
      onChange={
        moderator
          ? async (change) => {
              queryClient.setQueryData(liveMeetingStatusQueryKey, await changeBroadcast(change));
            }
          : undefined
      }
      comments={
        <Suspense>
          <LiveComments />
        </Suspense>
      }
    />
  );
}

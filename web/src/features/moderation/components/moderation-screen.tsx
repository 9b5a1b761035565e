import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { Spinner } from "../../../ui/spinner";
import { useTabsInAddress } from "../../../lib/search-params";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { useCurrentUser } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { sendAnnouncement } from "../api/send-announcement";
import { canModerate } from "../../../lib/can-moderate";
import { AnnouncementForm } from "./announcement-form";
import { AuditLog } from "./audit-log";
import * as styles from "./moderation.css";
import { NotAllowed } from "./not-allowed";
import { ReportedContent } from "./reported-content";
import { ReviewQueue } from "./review-queue";
import { moderationTabs } from "../lib/moderation-tabs";


/** /moderation: the review queue, the reports, the audit log and announcements, for moderators and admins only. */
export function ModerationScreen() {
  const { t } = useLanguage();
  const { user, isLoading } = useCurrentUser();
  useDocumentTitle(t("review.screen.title"));
  return (
    <section className={styles.page} aria-labelledby="moderation-title">
      <h1 id="moderation-title" className={styles.title}>
        {t("review.screen.title")}
      </h1>
      {isLoading ? <Spinner /> : canModerate(user) ? <ModerationTabs /> : <NotAllowed />}
    </section>
  );
}

function ModerationTabs() {
  const { t, language } = useLanguage();
  const services = useQuery(publicServicesQueryOptions(language));
  const tabs = useTabsInAddress("tab", moderationTabs);
  return (
    <Tabs {...tabs}>
      <TabList aria-label={t("review.tabs.label")}>
        <Tab id="queue">{t("review.tabs.queue")}</Tab>
        <Tab id="reports">{t("review.tabs.reports")}</Tab>
        <Tab id="audit">{t("review.tabs.audit")}</Tab>
        <Tab id="announce">{t("review.tabs.announce")}</Tab>
      </TabList>
      <TabPanel id="queue">
        <ReviewQueue />
      </TabPanel>
      <TabPanel id="reports">
        <ReportedContent />
      </TabPanel>
      <TabPanel id="audit">
        <AuditLog />
      </TabPanel>
      <TabPanel id="announce">
        <AnnouncementForm services={services.data ?? []} onSend={sendAnnouncement} />
      </TabPanel>
    </Tabs>
  );
}

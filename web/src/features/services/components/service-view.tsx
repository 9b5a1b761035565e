import type { MessageKey } from "@kominote/core/i18n/messages";
import type { PublicService } from "@kominote/core/schemas/services";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { formatCount, pluralForm } from "../../../lib/plural-form";
import { useServiceTab } from "../lib/use-service-tab";
import { ServiceHeader } from "./service-header";
import * as styles from "../../../ui/page.css";

/**
 * What the discussions and ideas tabs show, drawn by the forums and ideas features: the route hands
 * them in, so the services feature (whose catalogue those features read) does not depend on them.
 */
export interface CommunityPanels {
  readonly discussions: (service: PublicService) => ReactNode;
  readonly ideas: (service: PublicService) => ReactNode;
}

export interface ServiceViewProps {
  readonly service: PublicService;
  /** The tasks tab's content: the list, or its loading or error state. */
  readonly tasks: ReactNode;
  readonly panels: CommunityPanels;
}

/** A service's page: its coloured header, then the tasks (shown first) and the community tabs. */
export function ServiceView({ service, tasks, panels }: ServiceViewProps) {
  const { language, t } = useLanguage();
  useDocumentTitle(service.name);
  const tab = useServiceTab(service.id);
  const communityKey: MessageKey = `services.community.count.${pluralForm(language, service.contributorCount)}`;
  return (
    <>
      <ServiceHeader service={service} />
      <div className={styles.body}>
        <Tabs selectedKey={tab.selectedKey} onSelectionChange={tab.onSelectionChange}>
          <TabList aria-label={t("services.tabs.label")}>
            <Tab id="tasks">{t("services.tabs.tasks")}</Tab>
            <Tab id="discussions">{t("forums.tab")}</Tab>
            <Tab id="ideas">{t("ideas.tab")}</Tab>
            <Tab id="community">{t("services.tabs.community")}</Tab>
          </TabList>
          <TabPanel id="tasks">{tasks}</TabPanel>
          <TabPanel id="discussions">
            {panels.discussions(service)}
          </TabPanel>
          <TabPanel id="ideas">
            {panels.ideas(service)}
          </TabPanel>
          <TabPanel id="community">
            <p className={styles.community}>
              {t(communityKey, { count: formatCount(language, service.contributorCount) })}
            </p>
          </TabPanel>
        </Tabs>
      </div>
    </>
  );
}

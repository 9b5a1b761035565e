import { useLanguage } from "../../../i18n/language-provider";
import { useSearchParams } from "../../../lib/search-params";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { useCurrentUser } from "../../auth/queries";
import { WaitingItems } from "../../../lib/outbox/waiting-items";
import { useSubmitLocationForm } from "../api/save-location";
import { useWaitingPlaces } from "../lib/use-waiting-places";
import { finderSearch } from "../lib/place-address";
import { useDevicePosition } from "../lib/use-position";
import { AddPlacePanel } from "./add-place-panel";
import { PlaceSearchPanel } from "./place-search-panel";
import * as styles from "./places.css";
import { VisitorPrompt } from "./visitor-prompt";

export interface LokateScreenProps {
  /** For tests and stories: the device's geolocation. */
  readonly geolocation?: Geolocation;
}

/**
 * /lokate, the location finder (SPEC 2): an add tab (default) and a search tab, the choice and the
 * search kept in the address. The position found on one tab serves the other (distance order).
 */
export function LokateScreen({ geolocation }: LokateScreenProps) {
  const { t } = useLanguage();
  useDocumentTitle(t("places.lokate.title"));
  const { user, isLoading } = useCurrentUser();
  const { search, update } = useSearchParams();
  const finder = finderSearch(search);
  const device = useDevicePosition(geolocation);
  const submit = useSubmitLocationForm();
  const signedIn = user !== null;
  // Places added without a connection wait under the form until they go.
  const waiting = useWaitingPlaces();

  return (
    <section className={styles.page} aria-labelledby="lokate-title">
      <div className={styles.heading}>
        <h1 id="lokate-title" className={styles.title}>
          {t("places.lokate.title")}
        </h1>
        <p className={styles.intro}>{t("places.lokate.intro")}</p>
      </div>
      <Tabs selectedKey={finder.tab ?? "add"} onSelectionChange={(key) => update({ tab: key === "search" ? "search" : undefined }, { replace: true })}>
        <TabList aria-label={t("places.lokate.tabs")}>
          <Tab id="add">{t("places.lokate.tab.add")}</Tab>
          <Tab id="search">{t("places.lokate.tab.search")}</Tab>
        </TabList>
        <TabPanel id="add">
          <AddPlacePanel device={device} signedIn={signedIn} onSubmit={(form) => submit.mutateAsync(form)} />
          <WaitingItems entries={waiting} />
        </TabPanel>
        <TabPanel id="search">
          <PlaceSearchPanel search={finder} onChange={(patch) => update(patch, { replace: true })} signedIn={signedIn} device={device} />
        </TabPanel>
      </Tabs>
      {!isLoading && !signedIn ? <VisitorPrompt /> : null}
    </section>
  );
}

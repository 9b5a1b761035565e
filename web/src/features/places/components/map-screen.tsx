import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { requireSignInToAddPlace } from "../../../lib/pending-actions/require-sign-in";
import { useSearchParams } from "../../../lib/search-params";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { Button } from "../../../ui/button";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/queries";
import { PlaceMap } from "../../place-map";
import { useLocationSummary } from "../api/get-location-summary";
import { useMapLocations, type Place } from "../api/list-locations";
import { useMyLocations } from "../api/list-my-locations";
import { useCreateLocation, useUpdateLocation } from "../api/save-location";
import { WaitingItems } from "../../../lib/outbox/waiting-items";
import { useWaitingPlaces } from "../lib/use-waiting-places";
import { createBody, mapPlaceValues, updateBody } from "../lib/map-place-form";
import { addPlaceOnMapPath, mapSearch } from "../lib/place-address";
import { useDevicePosition } from "../lib/use-position";
import { MapPlaceDialog } from "./map-place-dialog";
import { PlaceDetailDialog } from "./place-detail-dialog";
import { PlaceList } from "./place-list";
import { PlacePreviewGrid } from "./place-preview-grid";
import { PlaceStats } from "./place-stats";
import * as styles from "./places.css";
import { PlacesEmpty, PlacesError, PlacesLoading } from "./places-states";

export interface MapScreenProps {
  /** For tests and stories: the device's geolocation. */
  readonly geolocation?: Geolocation;
}

/**
 * /map, the map of places (SPEC 2): three figures, the interactive map with a preview of the first
 * six places, and the list of every place ('all') and of the member's own ('my', with their review
 * status and a refusal's reason). The open place (`?place=`), the tab and the add dialog live in
 * the address, so a shared link opens the same place.
 */
export function MapScreen({ geolocation }: MapScreenProps) {
  const { t } = useLanguage();
  useDocumentTitle(t("places.map.title"));
  const { user, isLoading } = useCurrentUser();
  const signedIn = user !== null;
  const { search, update } = useSearchParams();
  const { place: openId, tab, add } = mapSearch(search);
  const summary = useLocationSummary();
  const places = useMapLocations();
  const mine = useMyLocations(signedIn);
  const device = useDevicePosition(geolocation);
  const create = useCreateLocation();
  const edit = useUpdateLocation();
  // Places added without a connection wait under the page's header until they go.
  const waiting = useWaitingPlaces();
  const [editing, setEditing] = useState<Place | null>(null);

  const all = places.data ?? [];
  const own = mine.data ?? [];
  const open = (id: number): void => update({ place: id });
  const openAdd = (): void => {
    if (signedIn) {
      update({ add: 1 }, { replace: true });
      return;
    }
    showToast({ title: t("places.signIn.title"), description: t("places.signIn.text"), tone: "info" });
    requireSignInToAddPlace(addPlaceOnMapPath);
  };
  const showMine = (): void => {
    update({ tab: "my" }, { replace: true });
    document.getElementById("places-list-title")?.scrollIntoView({ block: "start" });
  };

  return (
    <section className={styles.page} aria-labelledby="map-title">
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id="map-title" className={styles.title}>
            {t("places.map.title")}
          </h1>
          <p className={styles.intro}>{t("places.map.intro")}</p>
        </div>
        <div className={styles.actions}>
          {signedIn ? (
            <Button variant="secondary" onPress={showMine}>
              {t("places.map.mine")}
            </Button>
          ) : null}
          <Button isDisabled={isLoading} onPress={openAdd}>
            {t("places.map.add")}
          </Button>
        </div>
      </div>

      <WaitingItems entries={waiting} />
      <PlaceStats summary={summary.data} />

      <section className={styles.section} aria-labelledby="places-map-title">
        <div className={styles.header}>
          <h2 id="places-map-title" className={styles.sectionTitle}>
            {t("places.map.card")}
          </h2>
          {places.isSuccess ? <p className={styles.note}>{t("places.map.count", { count: String(all.length) })}</p> : null}
        </div>
        {places.isPending ? (
          <PlacesLoading />
        ) : places.isError ? (
          <PlacesError onRetry={() => void places.refetch()} />
        ) : (
          <>
            <PlaceMap
              label={t("places.map.label")}
              markers={all.map((place) => ({ id: place.id, latitude: place.latitude, longitude: place.longitude, label: place.name }))}
              onSelect={open}
              {...(openId === undefined ? {} : { selectedId: openId })}
              fitToMarkers
            />
            <PlacePreviewGrid places={all} />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="places-list-title">
        <h2 id="places-list-title" className={styles.sectionTitle}>
          {t("places.map.list")}
        </h2>
        <Tabs selectedKey={signedIn && tab === "my" ? "my" : "all"} onSelectionChange={(key) => update({ tab: key === "my" ? "my" : undefined }, { replace: true })}>
          <TabList aria-label={t("places.map.tabs")}>
            <Tab id="all">{t("places.map.tab.all")}</Tab>
            {signedIn ? <Tab id="my">{t("places.map.tab.my", { count: String(own.length) })}</Tab> : null}
          </TabList>
          <TabPanel id="all">
            {places.isSuccess && all.length === 0 ? (
              <PlacesEmpty title={t("places.map.empty")} />
            ) : (
              <PlaceList places={all} selectedId={openId} onSelect={open} label={t("places.map.list")} />
            )}
          </TabPanel>
          {signedIn ? (
            <TabPanel id="my">
              {mine.isPending ? (
                <PlacesLoading />
              ) : mine.isError ? (
                <PlacesError onRetry={() => void mine.refetch()} />
              ) : own.length === 0 ? (
                <PlacesEmpty title={t("places.map.emptyMine")} />
              ) : (
                <PlaceList places={own} selectedId={openId} onSelect={open} onEdit={setEditing} label={t("places.map.mine")} />
              )}
            </TabPanel>
          ) : null}
        </Tabs>
      </section>

      <PlaceDetailDialog placeId={openId} known={[...all, ...own].find((place) => place.id === openId)} onClose={() => update({ place: undefined })} />
      <MapPlaceDialog
        mode="add"
        isOpen={add === 1 && signedIn}
        onClose={() => update({ add: undefined }, { replace: true })}
        device={device}
        onSave={async (values, position) => {
          if (position === null) return;
          const outcome = await create.mutateAsync(createBody(values, position));
          // Kept on the device: it waits among the member's places, marked, and goes by itself.
          if (!outcome.kept) showToast({ title: t("places.map.added"), description: t("places.map.addedText"), tone: "success" });
        }}
      />
      {editing === null ? null : (
        <MapPlaceDialog
          key={editing.id}
          mode="edit"
          isOpen
          onClose={() => setEditing(null)}
          initialValues={mapPlaceValues(editing)}
          onSave={async (values) => {
            await edit.mutateAsync({ id: editing.id, body: updateBody(values) });
            showToast({ title: t("places.map.edited"), description: t("places.map.editedText"), tone: "success" });
          }}
        />
      )}
    </section>
  );
}

import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import type { DevicePosition } from "../../../lib/locate-device";
import { useSearchParams } from "../../../lib/search-params";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { Button } from "../../../ui/button";
import * as styles from "../../../ui/reported-places.css";
import { FilterBar, filterTexts, focusPlaceCard, listingTexts, PlacesListing, PlacesLoading, PlacesProblem } from "../../../ui/reported-places";
import { showToast } from "../../../ui/toast-queue";
import { PlaceMap } from "../../place-map";
import type { ConnectionPoint, CreateConnectionPointBody } from "../api/connection-points";
import { useConnectionPoints, useConnectionPointSummary, useSaveConnectionPoint } from "../api/use-connection-points";
import { connectionPointFilterOf, connectionPointSearch, connectionTypeLabel, connectionTypeList } from "../lib/connection-kinds";
import { connectionPointFormOf, emptyConnectionPointForm } from "../lib/connection-point-form";
import { ConnectionPointCard } from "./connection-point-card";
import { ConnectionPointDialog } from "./connection-point-dialog";
import { ConnectionStats } from "./connection-stats";

/** Which form is open: none, a new point, or one's own point being corrected. */
type Editing = { readonly mode: "closed" } | { readonly mode: "add" } | { readonly mode: "edit"; readonly point: ConnectionPoint };

export interface ConnectionPointsScreenProps {
  /** For stories and tests: where 'use my position' finds the device. */
  readonly locate?: () => Promise<DevicePosition>;
}

/**
 * /connectivity-map (members only, guarded by its route): the four figures, the verified internet
 * connection points on the map and as cards, searched and filtered by type through the address;
 * the member's own points awaiting review or refused (with the reason); adding a point and
 * correcting one's own.
 */
export function ConnectionPointsScreen({ locate }: ConnectionPointsScreenProps = {}) {
  const { t } = useLanguage();
  useDocumentTitle(t("connectionPoints.title"));
  const { search, update } = useSearchParams();
  const filter = connectionPointSearch(search);
  const q = useDebouncedValue(filter.q);
  const filtered = filter.q !== undefined || filter.type !== undefined;
  const list = useConnectionPoints(connectionPointFilterOf({ q, type: filter.type }));
  const summary = useConnectionPointSummary();
  const save = useSaveConnectionPoint();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [clears, setClears] = useState(0);
  const clearFilters = (): void => {
    update({ q: undefined, type: undefined }, { replace: true });
    setClears((count) => count + 1);
  };
  const send = async (request: CreateConnectionPointBody): Promise<void> => {
    if (editing.mode === "edit") {
      await save.update.mutateAsync({ id: editing.point.id, body: request });
      showToast({ title: t("connectionPoints.edit.done"), description: t("connectionPoints.edit.doneText"), tone: "success" });
      return;
    }
    await save.create.mutateAsync(request);
    showToast({ title: t("connectionPoints.add.done"), description: t("connectionPoints.add.doneText"), tone: "success" });
  };

  return (
    <section className={styles.page} aria-labelledby="connection-points-title">
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id="connection-points-title" className={styles.title}>
            {t("connectionPoints.title")}
          </h1>
          <p className={styles.intro}>{t("connectionPoints.intro")}</p>
        </div>
        <Button onPress={() => setEditing({ mode: "add" })}>{t("connectionPoints.add.open")}</Button>
      </div>
      <ConnectionStats summary={summary.data} />
      <FilterBar
        texts={filterTexts(t, "connectionPoints", "connectionPoints.filter.type")}
        query={filter.q}
        choice={filter.type}
        choices={connectionTypeList.map((type) => ({ value: type, label: t(connectionTypeLabel[type]) }))}
        choiceKey="type"
        onChange={(patch) => update(patch, { replace: true })}
        onClear={clearFilters}
        clears={clears}
      />
      {list.isPending ? (
        <PlacesLoading text={t("connectionPoints.loading")} />
      ) : list.isError ? (
        <PlacesProblem text={t("connectionPoints.error")} retry={t("connectionPoints.retry")} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <PlaceMap
            label={t("connectionPoints.map")}
            markers={list.data.map((point) => ({ id: point.id, latitude: point.latitude, longitude: point.longitude, label: point.name }))}
            fitToMarkers
            onSelect={(id) => focusPlaceCard("connection-point", id)}
          />
          <PlacesListing
            places={list.data}
            texts={listingTexts(t, "connectionPoints", filtered)}
            filtered={filtered}
            onClearFilters={clearFilters}
            renderCard={(point) => <ConnectionPointCard point={point} onEdit={(own) => setEditing({ mode: "edit", point: own })} />}
          />
        </>
      )}
      {editing.mode === "closed" ? null : (
        <ConnectionPointDialog
          key={editing.mode === "edit" ? editing.point.id : "add"}
          mode={editing.mode}
          isOpen
          onClose={() => setEditing({ mode: "closed" })}
          onSave={send}
          initialValues={editing.mode === "edit" ? connectionPointFormOf(editing.point) : emptyConnectionPointForm}
          {...(locate === undefined ? {} : { locate })}
        />
      )}
    </section>
  );
}

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
import type { CreateSafePlaceBody, SafePlace } from "../api/safe-places";
import { useSafePlaces, useSaveSafePlace } from "../api/use-safe-places";
import { categoryLabel, safePlaceCategoryList, safePlaceFilterOf, safePlaceSearch } from "../lib/safe-place-kinds";
import { emptySafePlaceForm, safePlaceFormOf } from "../lib/safe-place-form";
import { SafePlaceCard } from "./safe-place-card";
import { SafePlaceDialog } from "./safe-place-dialog";

/** Which form is open: none, a new place, or one's own place being corrected. */
type Editing = { readonly mode: "closed" } | { readonly mode: "add" } | { readonly mode: "edit"; readonly place: SafePlace };

export interface SafePlacesScreenProps {
  /** For stories and tests: where 'use my position' finds the device. */
  readonly locate?: () => Promise<DevicePosition>;
}

/**
 * /tools/safe-locations (members only, guarded by its route): the verified safe places, searched
 * and filtered by category through the address; the member's own places awaiting review or refused
 * (with the reason); adding a place and correcting one's own.
 */
export function SafePlacesScreen({ locate }: SafePlacesScreenProps = {}) {
  const { t } = useLanguage();
  useDocumentTitle(t("safePlaces.title"));
  const { search, update } = useSearchParams();
  const filter = safePlaceSearch(search);
  const q = useDebouncedValue(filter.q);
  const list = useSafePlaces(safePlaceFilterOf({ q, category: filter.category }));
  const filtered = filter.q !== undefined || filter.category !== undefined;
  const save = useSaveSafePlace();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [clears, setClears] = useState(0);
  const clearFilters = (): void => {
    update({ q: undefined, category: undefined }, { replace: true });
    setClears((count) => count + 1);
  };
  const close = (): void => setEditing({ mode: "closed" });
  const send = async (request: CreateSafePlaceBody): Promise<void> => {
    if (editing.mode === "edit") {
      await save.update.mutateAsync({ id: editing.place.id, body: request });
      showToast({ title: t("safePlaces.edit.done"), description: t("safePlaces.edit.doneText"), tone: "success" });
      return;
    }
    await save.create.mutateAsync(request);
    showToast({ title: t("safePlaces.add.done"), description: t("safePlaces.add.doneText"), tone: "success" });
  };

  return (
    <section className={styles.page} aria-labelledby="safe-places-title">
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id="safe-places-title" className={styles.title}>
            {t("safePlaces.title")}
          </h1>
          <p className={styles.intro}>{t("safePlaces.intro")}</p>
        </div>
        <Button onPress={() => setEditing({ mode: "add" })}>{t("safePlaces.add.open")}</Button>
      </div>
      <FilterBar
        texts={filterTexts(t, "safePlaces", "safePlaces.filter.category")}
        query={filter.q}
        choice={filter.category}
        choices={safePlaceCategoryList.map((category) => ({ value: category, label: t(categoryLabel[category]) }))}
        choiceKey="category"
        onChange={(patch) => update(patch, { replace: true })}
        onClear={clearFilters}
        clears={clears}
      />
      {list.isPending ? (
        <PlacesLoading text={t("safePlaces.loading")} />
      ) : list.isError ? (
        <PlacesProblem text={t("safePlaces.error")} retry={t("safePlaces.retry")} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <PlaceMap
            label={t("safePlaces.map")}
            markers={list.data.map((place) => ({ id: place.id, latitude: place.latitude, longitude: place.longitude, label: place.name }))}
            fitToMarkers
            onSelect={(id) => focusPlaceCard("safe-place", id)}
          />
          <PlacesListing
            places={list.data}
            texts={listingTexts(t, "safePlaces", filtered)}
            filtered={filtered}
            onClearFilters={clearFilters}
            renderCard={(place) => <SafePlaceCard place={place} onEdit={(own) => setEditing({ mode: "edit", place: own })} />}
          />
        </>
      )}
      {editing.mode === "closed" ? null : (
        <SafePlaceDialog
          key={editing.mode === "edit" ? editing.place.id : "add"}
          mode={editing.mode}
          isOpen
          onClose={close}
          onSave={send}
          initialValues={editing.mode === "edit" ? safePlaceFormOf(editing.place) : emptySafePlaceForm}
          {...(locate === undefined ? {} : { locate })}
        />
      )}
    </section>
  );
}

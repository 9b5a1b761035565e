import { useLanguage } from "../../../i18n/language-provider";
import type { SearchPatch } from "../../../lib/search-params";
import { Button } from "../../../ui/button";
import { useLocation } from "../api/get-location";
import { useLocationPages } from "../api/list-locations";
import type { FinderSearch } from "../lib/place-address";
import { finderQuery } from "../lib/place-search";
import type { DevicePosition } from "../lib/use-position";
import { PlaceDetail } from "./place-detail";
import { PlaceFilters } from "./place-filters";
import { PlaceList } from "./place-list";
import * as styles from "./places.css";
import { PlacesEmpty, PlacesError, PlacesLoading } from "./places-states";

export interface PlaceSearchPanelProps {
  readonly search: FinderSearch;
  readonly onChange: (patch: SearchPatch) => void;
  readonly signedIn: boolean;
  readonly device: Pick<DevicePosition, "position" | "locating" | "locate">;
}

/**
 * The finder's search tab: filters and the list at left, the chosen place's card at right. The
 * server filters, orders and pages ('Load more' follows its cursor); the chosen place is `?place=`.
 */
export function PlaceSearchPanel({ search, onChange, signedIn, device }: PlaceSearchPanelProps) {
  const { t } = useLanguage();
  const pages = useLocationPages(finderQuery(search, device.position, signedIn));
  const places = pages.data?.pages.flatMap((page) => page.places) ?? [];
  const listed = places.find((place) => place.id === search.place);
  // A place named by the address but not on the loaded pages is read on its own.
  const single = useLocation(listed === undefined ? search.place : undefined);
  const chosen = listed ?? single.data;

  return (
    <div className={styles.searchLayout}>
      <div className={styles.form}>
        <PlaceFilters
          search={search}
          onChange={(patch) => onChange(patch)}
          signedIn={signedIn}
          position={device.position}
          locating={device.locating}
          onLocate={() => void device.locate()}
        />
        {pages.isPending ? (
          <PlacesLoading />
        ) : pages.isError ? (
          <PlacesError onRetry={() => void pages.refetch()} />
        ) : places.length === 0 ? (
          <PlacesEmpty title={t("places.search.empty.title")} text={t("places.search.empty.text")} />
        ) : (
          <>
            <PlaceList places={places} selectedId={chosen?.id} onSelect={(id) => onChange({ place: id })} position={device.position} label={t("places.search.list")} />
            {pages.hasNextPage ? (
              <Button variant="secondary" isPending={pages.isFetchingNextPage} onPress={() => void pages.fetchNextPage()}>
                {t("places.search.loadMore")}
              </Button>
            ) : null}
          </>
        )}
      </div>
      <section className={styles.detail} aria-label={t("places.detail.title")}>
        {chosen === undefined ? <p className={styles.note}>{t("places.search.choose")}</p> : <PlaceDetail place={chosen} position={device.position} />}
      </section>
    </div>
  );
}

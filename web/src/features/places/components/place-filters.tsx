import type { MessageKey } from "@kominote/core/i18n/messages";
import type { Coordinates } from "@kominote/core/rules/geo";
import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import type { SearchPatch } from "../../../lib/search-params";
import { Button } from "../../../ui/button";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { finderRegions, finderStatuses, placeSearchMaxLength, type FinderSearch } from "../lib/place-address";
import { offeredSorts } from "../lib/place-search";
import * as styles from "./places.css";

export interface PlaceFiltersProps {
  readonly search: FinderSearch;
  readonly onChange: (patch: SearchPatch) => void;
  readonly signedIn: boolean;
  readonly position: Coordinates | null;
  readonly locating: boolean;
  /** Asks the device for its position, which offers the distance order. */
  readonly onLocate: () => void;
}

/** How long typing pauses before the search is sent. */
const searchPause = 300;

const statusLabels: Readonly<Record<(typeof finderStatuses)[number], MessageKey>> = {
  all: "places.status.all",
  approved: "places.status.approved",
  mine: "places.status.mine",
};

/**
 * The finder's search (SPEC 2): words of the name, status (all, approved by default, the member's
 * own), order (name, newest, distance once the position is known) and region, each kept in the address.
 */
export function PlaceFilters({ search, onChange, signedIn, position, locating, onLocate }: PlaceFiltersProps) {
  const { t } = useLanguage();
  const id = useId();
  const statuses = signedIn ? finderStatuses : finderStatuses.filter((status) => status !== "mine");
  const sorts = offeredSorts(position);
  const sort = search.sort === "distance" && position === null ? "name" : (search.sort ?? "name");
  // The words go to the address (and the server) once typing pauses, not at every key.
  const [words, setWords] = useState(search.q ?? "");
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const wanted = words.trim() === "" ? undefined : words;
    if (wanted === search.q) return;
    const timer = setTimeout(() => latest.current({ q: wanted, place: undefined }), searchPause);
    return () => clearTimeout(timer);
  }, [words, search.q]);
  return (
    <form role="search" aria-label={t("places.search.filters")} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <div className={`${fieldStyles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-q`} className={fieldStyles.label}>
          {t("places.search.q")}
        </label>
        <input
          id={`${id}-q`}
          className={fieldStyles.input}
          type="search"
          maxLength={placeSearchMaxLength}
          placeholder={t("places.search.qHint")}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-status`} className={fieldStyles.label}>
          {t("places.search.status")}
        </label>
        <select
          id={`${id}-status`}
          className={fieldStyles.input}
          value={search.status === "mine" && !signedIn ? "approved" : (search.status ?? "approved")}
          onChange={(event) => onChange({ status: event.target.value === "approved" ? undefined : event.target.value, place: undefined })}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(statusLabels[status])}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-region`} className={fieldStyles.label}>
          {t("places.search.region")}
        </label>
        <select id={`${id}-region`} className={fieldStyles.input} value={search.region ?? ""} onChange={(event) => onChange({ region: event.target.value === "" ? undefined : event.target.value, place: undefined })}>
          <option value="">{t("places.region.all")}</option>
          {finderRegions.map((region) => (
            <option key={region} value={region}>
              {t(`places.region.${region}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-sort`} className={fieldStyles.label}>
          {t("places.search.sort")}
        </label>
        <select id={`${id}-sort`} className={fieldStyles.input} value={sort} onChange={(event) => onChange({ sort: event.target.value === "name" ? undefined : event.target.value })}>
          {sorts.map((option) => (
            <option key={option} value={option}>
              {t(`places.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {position === null ? (
        <div className={`${fieldStyles.field} ${styles.wide}`}>
          <Button variant="secondary" isPending={locating} onPress={onLocate}>
            {t("places.search.locate")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

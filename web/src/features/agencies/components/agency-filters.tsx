import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as fieldStyles from "../../../ui/wizard-form.css";
import { isFiltered, type AgencyFilter } from "../lib/agency-filter";
import * as styles from "./agencies.css";
import { AgencyChoices } from "./agency-choices";

export interface AgencyFiltersProps {
  readonly filter: AgencyFilter;
  /** A change of one part of the filter; undefined clears it. */
  readonly onChange: (patch: { readonly q?: string | undefined; readonly type?: string | undefined; readonly department?: string | undefined }) => void;
  readonly onClear: () => void;
  /** How many times the filters were cleared (here or from the empty list): each clear empties the box. */
  readonly clears: number;
}

/**
 * The search box and the type and department filters, each with its visible label. The list
 * narrows as the member types; the choices live in the address (see the route), so a filtered
 * directory can be shared and survives a reload.
 */
export function AgencyFilters({ filter, onChange, onClear, clears }: AgencyFiltersProps) {
  const { t } = useLanguage();
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  // The box keeps what is typed, as typed, whatever time the address takes to follow; it starts
  // from the address (a shared or reloaded search) and empties when the filters are cleared.
  const [query, setQuery] = useState(filter.q ?? "");
  const [seenClears, setSeenClears] = useState(clears);
  if (seenClears !== clears) {
    setSeenClears(clears);
    setQuery("");
  }
  // After a clear the member searches again: the box gets the focus (the button pressed may be gone).
  useEffect(() => {
    if (clears > 0) search.current?.focus();
  }, [clears]);
  return (
    <div role="search" className={styles.filters} aria-label={t("agencies.filters")}>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t("agencies.search")}
        </label>
        <input
          ref={search}
          id={`${id}-q`}
          type="search"
          className={fieldStyles.input}
          placeholder={t("agencies.searchHint")}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            const next = event.target.value.trim() === "" ? undefined : event.target.value;
            setQuery(event.target.value);
            onChange({ q: next });
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>
          {t("agencies.filter.type")}
        </label>
        <select
          id={`${id}-type`}
          className={fieldStyles.input}
          value={filter.type ?? ""}
          onChange={(event) => onChange({ type: event.target.value === "" ? undefined : event.target.value })}
        >
          <AgencyChoices of="type" none={t("agencies.filter.allTypes")} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-department`} className={styles.label}>
          {t("agencies.filter.department")}
        </label>
        <select
          id={`${id}-department`}
          className={fieldStyles.input}
          value={filter.department ?? ""}
          onChange={(event) => onChange({ department: event.target.value === "" ? undefined : event.target.value })}
        >
          <AgencyChoices of="department" none={t("agencies.filter.allDepartments")} />
        </select>
      </div>
      <Button variant="secondary" isDisabled={!isFiltered(filter)} onPress={onClear}>
        {t("agencies.filter.clear")}
      </Button>
    </div>
  );
}

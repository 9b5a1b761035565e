import { useId, useState } from "react";
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
}

/**
 * The search box and the type and department filters, each with its visible label. The list
 * narrows as the member types; the choices live in the address (see the route), so a filtered
 * directory can be shared and survives a reload.
 */
export function AgencyFilters({ filter, onChange, onClear }: AgencyFiltersProps) {
  const { t } = useLanguage();
  const id = useId();
  // The box keeps what is typed, as typed; the address gets it with each change. When the address
  // changes otherwise (the back button, clearing the filters), the box follows it.
  const [query, setQuery] = useState(filter.q ?? "");
  const [addressQuery, setAddressQuery] = useState(filter.q);
  if (addressQuery !== filter.q) {
    setAddressQuery(filter.q);
    setQuery(filter.q ?? "");
  }
  return (
    <div role="search" className={styles.filters} aria-label={t("agencies.filters")}>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t("agencies.search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={fieldStyles.input}
          placeholder={t("agencies.searchHint")}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            const next = event.target.value.trim() === "" ? undefined : event.target.value;
            setQuery(event.target.value);
            setAddressQuery(next);
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

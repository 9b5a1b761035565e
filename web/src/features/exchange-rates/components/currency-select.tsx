import { currencies, isCurrencyCode, type CurrencyCode } from "@kominote/core/rules/currency";
import { useLanguage } from "../../../i18n/language-provider";
import * as styles from "./converter.css";

export interface CurrencySelectProps {
  readonly id: string;
  readonly label: string;
  readonly value: CurrencyCode;
  readonly onChange: (code: CurrencyCode) => void;
}

/**
 * One of the six currencies, each with its flag and its name in the reader's language. A native
 * dropdown: the control every phone and screen reader already knows.
 */
export function CurrencySelect({ id, label, value, onChange }: CurrencySelectProps) {
  const { t } = useLanguage();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCurrencyCode(next)) onChange(next);
        }}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {t("converter.currency.option", { flag: currency.flag, name: t(currency.nameKey), code: currency.code })}
          </option>
        ))}
      </select>
    </div>
  );
}

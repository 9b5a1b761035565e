import type { CurrencyCode } from "@kominote/core/rules/currency";
import { useEffect, useRef } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { formatMoney, formatRate } from "../lib/format-money";
import * as styles from "./converter.css";

export interface Conversion {
  readonly amount: number;
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  /** The amount in the target currency, already rounded to the cent. */
  readonly result: number;
  /** Units of the target currency for one unit of the source. */
  readonly rate: number;
}

/**
 * A conversion's result, "100,00 USD = 13 250,00 HTG", with the rate it used. On a phone it
 * appears below the fold: it is brought into view, above anything stuck to the screen's bottom.
 */
export function ConverterResult({ conversion }: { readonly conversion: Conversion }) {
  const { t, language } = useLanguage();
  const { amount, from, to, result, rate } = conversion;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A statement, not a returned value: newer browsers' scrollIntoView returns a promise, which
    // React would take for this effect's clean-up.
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <div ref={box} className={styles.result}>
      <h2 className={styles.resultTitle}>{t("converter.result.title")}</h2>
      <p className={styles.resultValue}>
        {t("converter.result", { amount: formatMoney(language, amount), from, result: formatMoney(language, result), to })}
      </p>
      <p className={styles.rate}>{t("converter.rate", { from, rate: formatRate(language, rate), to })}</p>
    </div>
  );
}

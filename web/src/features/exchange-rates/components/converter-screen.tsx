import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useExchangeRates } from "../api/get-exchange-rates";
import * as styles from "./converter.css";
import { ConverterForm } from "./converter-form";
import { ConverterError, ConverterLoading } from "./converter-states";

/**
 * /tools/currency-converter: public, no sign-in. The rates come from the server (their loader
 * starts the request with the page's code); rates already here stay in use even if a later
 * refresh fails.
 */
export function ConverterScreen() {
  const rates = useExchangeRates();
  return (
    <ConverterPage>
      {rates.data !== undefined ? (
        <ConverterForm rates={rates.data} />
      ) : rates.isError ? (
        <ConverterError onRetry={() => void rates.refetch()} />
      ) : (
        <ConverterLoading />
      )}
    </ConverterPage>
  );
}

/** The page around the converter: its title and what it does. */
export function ConverterPage({ children }: { readonly children: ReactNode }) {
  const { t } = useLanguage();
  useDocumentTitle(t("converter.title"));
  return (
    <section className={styles.page} aria-labelledby="converter-title">
      <h1 id="converter-title" className={styles.title}>
        {t("converter.title")}
      </h1>
      <p className={styles.intro}>{t("converter.intro")}</p>
      {children}
    </section>
  );
}

import type { ExchangeRates } from "../rules/currency";

/** One version of the converter's rates: units of each currency per US dollar, since when, set by whom. */
export interface ExchangeRateVersion {
  readonly rates: ExchangeRates;
  readonly updatedAt: Date;
  /** The admin who set them; null for the rates a new installation starts with, and for the server's command line. */
  readonly updatedBy: number | null;
}

/** New rates as an admin sets them (USD is 1 in every version). */
export interface NewExchangeRates {
  readonly rates: ExchangeRates;
  readonly updatedBy: number | null;
  readonly at: Date;
}

/**
 * The converter's rates, kept as a history: every change appends a version and none is ever
 * rewritten, so the rates in force on any day can be told afterwards. A new installation holds one
 * version, the specification's rates, dated from its installation.
 */
export interface ExchangeRateStore {
  /** The newest version. */
  current(): Promise<ExchangeRateVersion>;
  /**
   * Appends a version and answers it. When a member sets the rates, their "updateRates" audit
   * entry (with the previous rates) is written in the same transaction.
   */
  append(next: NewExchangeRates): Promise<ExchangeRateVersion>;
}

import type { NewAuditEntry } from "../ports/moderation/audit-log";
import type { ExchangeRateStore, ExchangeRateVersion, NewExchangeRates } from "../ports/exchange-rate-store";
import { defaultExchangeRates } from "../rules/currency";

/**
 * The in-memory twin of the exchange-rate store, for use-case tests: it starts as a new
 * installation does (the specification's rates, dated `installedAt`), keeps every version, and
 * writes a member's change to its own audit list as the database writes the audit log.
 */
export class MemoryExchangeRates implements ExchangeRateStore {
  readonly versions: ExchangeRateVersion[];
  readonly audit: NewAuditEntry[] = [];
  /** Set to make the next reads fail, as an unreachable database would. */
  failWith: Error | null = null;

  constructor(installedAt: Date = new Date()) {
    this.versions = [{ rates: defaultExchangeRates, updatedAt: installedAt, updatedBy: null }];
  }

  async current(): Promise<ExchangeRateVersion> {
    if (this.failWith !== null) throw this.failWith;
    const newest = this.versions.at(-1);
    if (newest === undefined) throw new Error("no exchange rates: a store always holds at least the installation's");
    return newest;
  }

  async append({ rates, updatedBy, at }: NewExchangeRates): Promise<ExchangeRateVersion> {
    const previous = await this.current();
    const version: ExchangeRateVersion = { rates: { ...rates }, updatedAt: at, updatedBy };
    this.versions.push(version);
    if (updatedBy !== null) {
      this.audit.push({
        actorId: updatedBy,
        action: "updateRates",
        subjectKind: "exchangeRates",
        subjectId: this.versions.length,
        reason: null,
        details: { previous: previous.rates, rates: version.rates },
        at,
      });
    }
    return version;
  }
}

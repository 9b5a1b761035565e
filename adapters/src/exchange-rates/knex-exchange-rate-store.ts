import type { ExchangeRateStore, ExchangeRateVersion, NewExchangeRates } from "@kominote/core/ports/exchange-rate-store";
import type { Knex } from "knex";
import { appendAuditEntry } from "../moderation/knex-audit-log";

interface RateRow {
  id: number;
  htg: number;
  eur: number;
  cad: number;
  gbp: number;
  dop: number;
  updated_by: number | null;
  updated_at: Date;
}

const columns = ["id", "htg", "eur", "cad", "gbp", "dop", "updated_by", "updated_at"] as const;

const versionOf = (row: RateRow): ExchangeRateVersion => ({
  // Double precision comes back as a number; Number() also covers a driver that sends text.
  rates: { HTG: Number(row.htg), USD: 1, EUR: Number(row.eur), CAD: Number(row.cad), GBP: Number(row.gbp), DOP: Number(row.dop) },
  updatedAt: new Date(row.updated_at),
  updatedBy: row.updated_by,
});

/** The newest row by id: appended last, so it is in force whatever clocks said when it was written. */
const newest = async (db: Knex | Knex.Transaction): Promise<RateRow> => {
  const row = (await db("exchange_rates").orderBy("id", "desc").first(...columns)) as RateRow | undefined;
  // Migration 0013 writes the installation's rates and nothing deletes a row.
  if (row === undefined) throw new Error("exchange_rates holds no rates: the database was not migrated");
  return row;
};

/** The converter's rates on PostgreSQL: one row per version, the newest in force (migration 0013). */
export class KnexExchangeRateStore implements ExchangeRateStore {
  constructor(private readonly db: Knex) {}

  async current(): Promise<ExchangeRateVersion> {
    return versionOf(await newest(this.db));
  }

  append({ rates, updatedBy, at }: NewExchangeRates): Promise<ExchangeRateVersion> {
    return this.db.transaction(async (trx) => {
      const previous = versionOf(await newest(trx));
      const [row] = (await trx("exchange_rates")
        .insert({ htg: rates.HTG, eur: rates.EUR, cad: rates.CAD, gbp: rates.GBP, dop: rates.DOP, updated_by: updatedBy, updated_at: at })
        .returning(columns)) as RateRow[];
      if (row === undefined) throw new Error("inserting exchange rates returned no row");
      const version = versionOf(row);
      // The audit log names a member; the command line's changes stay in this table's history.
      if (updatedBy !== null) {
        await appendAuditEntry(trx, {
          actorId: updatedBy,
          action: "updateRates",
          subjectKind: "exchangeRates",
          subjectId: row.id,
          reason: null,
          details: { previous: previous.rates, rates: version.rates },
          at,
        });
      }
      return version;
    });
  }
}

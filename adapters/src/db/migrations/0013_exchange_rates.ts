import { defaultExchangeRates } from "@kominote/core/rules/currency";
import type { Knex } from "knex";

/*
 * The converter's rates (decision 0011): units of each currency per US dollar (the base, always 1,
 * so it has no column). Every change appends a row and none is rewritten: the newest row is in
 * force, the older ones tell which rates applied when. A new installation starts with the
 * specification's rates, dated from the moment it was installed.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("exchange_rates", (table) => {
    table.increments("id");
    table.double("htg").notNullable();
    table.double("eur").notNullable();
    table.double("cad").notNullable();
    table.double("gbp").notNullable();
    table.double("dop").notNullable();
    // The admin who set them; null for the installation's rates and the server's command line.
    table.integer("updated_by").references("users.id");
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // A zero or negative rate would divide by zero or flip every conversion; NaN and infinity too.
  await knex.raw(`alter table exchange_rates add constraint exchange_rates_positive check (
    htg > 0 and eur > 0 and cad > 0 and gbp > 0 and dop > 0
    and htg < 'Infinity' and eur < 'Infinity' and cad < 'Infinity' and gbp < 'Infinity' and dop < 'Infinity'
  )`);
  await knex("exchange_rates").insert({
    htg: defaultExchangeRates.HTG,
    eur: defaultExchangeRates.EUR,
    cad: defaultExchangeRates.CAD,
    gbp: defaultExchangeRates.GBP,
    dop: defaultExchangeRates.DOP,
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("exchange_rates");
};

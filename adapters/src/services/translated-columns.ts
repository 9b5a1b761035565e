import type { Knex } from "knex";
import type { Language } from "@kominote/core/i18n/languages";

interface TranslationJoin {
  /** Translation table, e.g. "service_translations". */
  readonly table: string;
  /** Its column pointing at the owner row, e.g. "service_id". */
  readonly foreignKey: string;
  /** The owner's id column in the outer query, e.g. "s.id". */
  readonly ownerId: string;
  readonly language: Language;
  /** Translated columns to select, each as `coalesce(requested, Creole source, '')`. */
  readonly columns: readonly string[];
}

/**
 * Joins a translation table twice, for the requested language and for the Creole source, and
 * selects each text from the first that exists: one query whatever the language.
 */
export const selectTranslated = <Query extends Knex.QueryBuilder>(
  db: Knex,
  query: Query,
  { table, foreignKey, ownerId, language, columns }: TranslationJoin,
): Query =>
  query
    .leftJoin(`${table} as requested`, (join) => {
      join.on(`requested.${foreignKey}`, ownerId).andOnVal("requested.language", language);
    })
    .leftJoin(`${table} as source`, (join) => {
      join.on(`source.${foreignKey}`, ownerId).andOnVal("source.language", "ht");
    })
    .select(
      columns.map((column) =>
        db.raw("coalesce(requested.??, source.??, '') as ??", [column, column, column]),
      ),
    ) as Query;

import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { MessageKey } from "../i18n/messages";
import type { Clock } from "../ports/clock";
import type { ExchangeRateStore } from "../ports/exchange-rate-store";
import { updateExchangeRatesRequestSchema, type ExchangeRates, type UpdateExchangeRatesRequest } from "../schemas/exchange-rates";
import { schemaMessages } from "../schemas/messages";
import { exchangeRatesView } from "./get-exchange-rates";

export interface UpdateExchangeRatesInput {
  readonly rates: UpdateExchangeRatesRequest["rates"];
  /** The admin setting them; null when they come from the server's command line. */
  readonly adminId: number | null;
}

const schemaMessageKeys: ReadonlySet<string> = new Set(Object.values(schemaMessages));

/** Each rate at fault, by the name the API's request uses ("rates.HTG"), with its catalog key. */
const faultsOf = (rates: unknown): Readonly<Record<string, MessageKey>> | null => {
  const parsed = updateExchangeRatesRequestSchema.safeParse({ rates });
  if (parsed.success) return null;
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".");
    if (Object.hasOwn(fields, name)) continue;
    // Every wrong value carries its own catalog key (see the schema); the others are missing values.
    fields[name] = schemaMessageKeys.has(issue.message) ? (issue.message as MessageKey) : schemaMessages.requiredField;
  }
  return fields;
};

/**
 * An admin replaces the converter's rates: a new version is appended (the previous ones stay in
 * the history) with its date, and the admin's "updateRates" audit entry in the same transaction.
 * The rates are checked here too, whatever the caller (the API, the command line): a rate that is
 * not a positive number would turn every conversion into nonsense.
 */
export const makeUpdateExchangeRates =
  ({ rates: store, clock }: { rates: ExchangeRateStore; clock: Clock }) =>
  ({ rates, adminId }: UpdateExchangeRatesInput): Effect.Effect<ExchangeRates, DomainError> =>
    Effect.gen(function* () {
      const fields = faultsOf(rates);
      if (fields !== null) return yield* Effect.fail(domainError("REQUEST.INVALID", "errors.request.invalid", { fields }));
      const version = yield* Effect.promise(() =>
        store.append({
          rates: { HTG: rates.HTG, USD: 1, EUR: rates.EUR, CAD: rates.CAD, GBP: rates.GBP, DOP: rates.DOP },
          updatedBy: adminId,
          at: clock.now(),
        }),
      );
      return exchangeRatesView(version);
    });

export type UpdateExchangeRates = ReturnType<typeof makeUpdateExchangeRates>;

import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { invalidRequest } from "../errors/request";
import type { Clock } from "../ports/clock";
import type { ExchangeRateStore } from "../ports/exchange-rate-store";
import type { UnitOfWork } from "../ports/unit-of-work";
import { exchangeRatesView } from "../rules/exchange-rates-view";
import { updateExchangeRatesRequestSchema, type ExchangeRates, type UpdateExchangeRatesRequest } from "../schemas/exchange-rates";

export interface UpdateExchangeRatesInput {
  readonly rates: UpdateExchangeRatesRequest["rates"];
  /** The admin setting them; null when they come from the server's command line. */
  readonly adminId: number | null;
}

/**
 * An admin replaces the converter's rates: a new version is appended (the previous ones stay in
 * the history) with its date, and the admin's "updateRates" audit entry in the same unit of work.
 * The rates are checked here too, whatever the caller (the API, the command line): a rate that is
 * not a positive number would turn every conversion into nonsense.
 */
export const makeUpdateExchangeRates =
  ({ rates: store, clock, unitOfWork }: { rates: ExchangeRateStore; clock: Clock; unitOfWork: UnitOfWork }) =>
  ({ rates, adminId }: UpdateExchangeRatesInput): Effect.Effect<ExchangeRates, DomainError> =>
    Effect.gen(function* () {
      const checked = updateExchangeRatesRequestSchema.safeParse({ rates });
      if (!checked.success) return yield* Effect.fail(invalidRequest(checked.error.issues, { rates }));
      const version = yield* unitOfWork.run(
        Effect.promise(() =>
          store.append({
            rates: { HTG: rates.HTG, USD: 1, EUR: rates.EUR, CAD: rates.CAD, GBP: rates.GBP, DOP: rates.DOP },
            updatedBy: adminId,
            at: clock.now(),
          }),
        ),
      );
      return exchangeRatesView(version);
    });

export type UpdateExchangeRates = ReturnType<typeof makeUpdateExchangeRates>;

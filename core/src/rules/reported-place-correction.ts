import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { ReportedPlaces, ReportedRecord } from "../ports/reported-places";
import { changesAny, mayCorrect, reviewAfterCorrection, type PlaceReader } from "./reported-place-view";

/** What one kind of reported place says about a correction; the rest is the same for every kind. */
export interface CorrectionRules<Fields> {
  /** The kind's own "not found" (404). */
  readonly notFound: () => DomainError;
  /** The fields a moderator checked: a reporter's change of one sends the place back to review. */
  readonly reviewedFields: readonly (keyof Fields)[];
  /** The request's changes as stored, knowing the place as it is. */
  readonly changesFor: (current: Fields & ReportedRecord) => Partial<Fields>;
}

/**
 * A correction of any reported place (safe place, connection point): the place must exist (the
 * kind's 404), the reader must be its reporter or a moderator (403 for anyone else, whatever id
 * they try), and the review follows `reviewAfterCorrection`.
 */
export const correctReportedPlace = <Fields extends object, Kind>(
  store: ReportedPlaces<Fields, Kind>,
  { reader, id, at }: { readonly reader: PlaceReader; readonly id: number; readonly at: Date },
  { notFound, reviewedFields, changesFor }: CorrectionRules<Fields>,
): Effect.Effect<Fields & ReportedRecord, DomainError> =>
  Effect.gen(function* () {
    const current = yield* Effect.promise(() => store.find(id));
    if (current === undefined) return yield* Effect.fail(notFound());
    if (!mayCorrect(reader, current.reporterId)) return yield* Effect.fail(forbidden());
    const changes = changesFor(current);
    const review = reviewAfterCorrection(reader, changesAny<Fields>(current, changes, reviewedFields));
    const corrected = yield* Effect.promise(() => store.correct(id, changes, review, at));
    if (corrected === undefined) return yield* Effect.fail(notFound());
    return corrected;
  });

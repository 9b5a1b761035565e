import { CachedPlaceDirectory } from "@kominote/adapters/places/cached-place-directory";
import { InMemoryApprovedPlaces } from "@kominote/adapters/places/in-memory-approved-places";
import { KnexPlaceDirectory } from "@kominote/adapters/places/knex-place-directory";
import { makeGetPlace } from "@kominote/core/use-cases/get-place";
import { makeGetPlaceSummary } from "@kominote/core/use-cases/get-place-summary";
import { makeListMyPlaces } from "@kominote/core/use-cases/list-my-places";
import { makeListPlaces } from "@kominote/core/use-cases/list-places";
import { makeSubmitPlace } from "@kominote/core/use-cases/submit-place";
import { makeUpdatePlace } from "@kominote/core/use-cases/update-place";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { accountsTokens } from "../accounts/tokens";
import { contributionsTokens } from "../contributions/tokens";
import { instancesTokens } from "../instances/tokens";
import { systemTokens } from "../system/tokens";
import { placesTokens } from "./tokens";

/**
 * How long the map's first pages and figures are served from memory, as long as the directory's.
 * A verdict or an edit through this server shows at once; a change made around it within this time.
 */
const placesCacheMs = 5_000;

/**
 * How long the approved places' memory serves before it is read again in full, in the background:
 * what no change message told it (a member's new name on their places, a lost message between
 * instances) shows within this time.
 */
const approvedPlacesReloadMs = 10 * 60_000;

/**
 * Members' places: the lists, the figures, one place, submitting (photos re-encoded as
 * contribution pictures are, into the same storage) and editing. Needs the clock, the
 * contribution picture processor, file storage and the random source to be bound.
 */
export const bindPlaces = (container: Container, database: Database): void => {
  const transactions = resolve(container, tokens.transactions);
  const afterCommit = (forget: () => void) => transactions.afterCommit(forget);
  container.bind(placesTokens.approvedPlaces).toDynamicValue((ctx) => {
    const logger = resolve(ctx, tokens.logger);
    return new InMemoryApprovedPlaces(database, new KnexPlaceDirectory(database), {
      clock: resolve(ctx, tokens.clock),
      reloadAfterMs: approvedPlacesReloadMs,
      afterCommit,
      feed: resolve(ctx, instancesTokens.placeChanges),
      onFailure: (cause) => logger.warn({ err: cause }, "the approved places could not be read"),
    });
  });
  container.bind(placesTokens.placeDirectory).toDynamicValue((ctx) => {
    const approved = resolve(ctx, placesTokens.approvedPlaces);
    const cached = new CachedPlaceDirectory(approved, resolve(ctx, tokens.clock), placesCacheMs, afterCommit);
    // A change from another instance reaches the memory, then the pages kept in front of it.
    approved.whenChanged(() => cached.invalidate());
    return cached;
  });
  const places = (ctx: Pick<Container, "get">) => resolve(ctx, placesTokens.placeDirectory);
  container.bind(placesTokens.listPlaces).toDynamicValue((ctx) => makeListPlaces({ places: places(ctx) }));
  container.bind(placesTokens.getPlaceSummary).toDynamicValue((ctx) => makeGetPlaceSummary({ places: places(ctx), clock: resolve(ctx, tokens.clock) }));
  container.bind(placesTokens.getPlace).toDynamicValue((ctx) => makeGetPlace({ places: places(ctx) }));
  container.bind(placesTokens.listMyPlaces).toDynamicValue((ctx) => makeListMyPlaces({ places: places(ctx) }));
  container.bind(placesTokens.updatePlace).toDynamicValue((ctx) => makeUpdatePlace({ places: places(ctx) }));
  container.bind(placesTokens.submitPlace).toDynamicValue((ctx) =>
    makeSubmitPlace({
      places: places(ctx),
      images: resolve(ctx, contributionsTokens.contributionImages),
      storage: resolve(ctx, systemTokens.fileStorage),
      random: resolve(ctx, accountsTokens.random),
      unitOfWork: transactions,
    }),
  );
};

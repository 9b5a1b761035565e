import { knexSafePlaces } from "@kominote/adapters/safe-places/knex-safe-places";
import { makeListSafePlaces } from "@kominote/core/use-cases/list-safe-places";
import { makeSubmitSafePlace } from "@kominote/core/use-cases/submit-safe-place";
import { makeUpdateSafePlace } from "@kominote/core/use-cases/update-safe-place";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { safePlacesTokens } from "./tokens";

/**
 * The safe places: each member's list (the verified ones and their own), reports and corrections.
 * Uncached: every list holds its reader's own places.
 */
export const bindSafePlaces = (container: Container, database: Database): void => {
  container.bind(safePlacesTokens.safePlaceStore).toDynamicValue(() => knexSafePlaces(database));
  container
    .bind(safePlacesTokens.listSafePlaces)
    .toDynamicValue((ctx) => makeListSafePlaces({ safePlaces: resolve(ctx, safePlacesTokens.safePlaceStore) }));
  container
    .bind(safePlacesTokens.submitSafePlace)
    .toDynamicValue((ctx) => makeSubmitSafePlace({ safePlaces: resolve(ctx, safePlacesTokens.safePlaceStore), clock: resolve(ctx, tokens.clock) }));
  container
    .bind(safePlacesTokens.updateSafePlace)
    .toDynamicValue((ctx) => makeUpdateSafePlace({ safePlaces: resolve(ctx, safePlacesTokens.safePlaceStore), clock: resolve(ctx, tokens.clock) }));
};

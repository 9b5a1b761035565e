import { connectionPointTable } from "@kominote/adapters/connection-points/knex-connection-points";
import { KnexAgencyReviewSource } from "@kominote/adapters/moderation/knex-agency-review-source";
import { KnexContributionReviewSource } from "@kominote/adapters/moderation/knex-contribution-review-source";
import { KnexHideableContent } from "@kominote/adapters/moderation/knex-hideable-content";
import { KnexReportedPlaceReviewSource } from "@kominote/adapters/moderation/knex-reported-place-review-source";
import { safePlaceTable } from "@kominote/adapters/safe-places/knex-safe-places";
import { KnexLocationReviewSource } from "@kominote/adapters/moderation/knex-location-review-source";
import { verdictsSeenBy } from "@kominote/adapters/places/place-change-writers";
import type { HideableSources } from "@kominote/core/ports/moderation/content-moderation";
import type { Reviewables } from "@kominote/core/ports/moderation/review-source";
import { agencyReviewable } from "@kominote/core/rules/agency-review";
import { connectionPointReviewable } from "@kominote/core/rules/connection-point-review";
import { contributionReviewable } from "@kominote/core/rules/contribution-review";
import { safePlaceReviewable } from "@kominote/core/rules/safe-place-review";
import { locationReviewable } from "@kominote/core/rules/location-review";
import type { Container } from "inversify";
import { resolve, type Database } from "../../tokens";
import { agenciesTokens } from "../agencies/tokens";
import { ideasTokens } from "../ideas/tokens";
import { placesTokens } from "../places/tokens";
import { servicesTokens } from "../services/tokens";

type Context = Pick<Container, "get">;

/**
 * The moderation registry: every kind moderators act on is one entry below, and nothing else in
 * the routes or use cases names a kind. The use cases take these maps whole (review queue,
 * verdicts, hiding); a kind missing from a map answers "not found" for that action.
 *
 * A reviewable kind is a submission that waits for a moderator's verdict. Its key is one of
 * `reviewKinds` (core/src/schemas/moderation.ts); its value pairs the kind's ReviewSource adapter
 * (adapters/src/moderation/knex-<kind>-review-source.ts) with what follows a verdict
 * (core/src/rules/<kind>-review.ts: the points an approval earns, what the author is told).
 *
 * A hideable kind is member-written content that members report and moderators hide or clear.
 * Its key is one of `hideableKinds` (core/src/schemas/moderation.ts); its value hides it with
 * `KnexHideableContent`, which finds the kind's table in adapters/src/moderation/content-tables.ts
 * (the same entry serves reports and dismissal). Wrap it in the `seeing` of every cache that
 * lists the kind, so what is hidden leaves the cached lists at once.
 *
 * A new reviewable kind adds its key to `reviewKinds`, its ReviewSource adapter and its rules
 * file, then one line here (see `agency` below, wrapped in the `seeing` of the cache that lists
 * approved ones), and, for the audit log to name its entries, its target in
 * adapters/src/moderation/knex-audit-log.ts. Every key of `reviewKinds` has its entry today.
 */
export const reviewableKinds = (ctx: Context, database: Database): Reviewables => ({
  // A verdict moves the task counts in the catalogue (they leave rejected contributions out).
  contribution: contributionReviewable(resolve(ctx, servicesTokens.catalog).seeing(new KnexContributionReviewSource(database), ["decide"])),
  // An approval adds the agency to the cached public directory.
  agency: agencyReviewable(resolve(ctx, agenciesTokens.agencyDirectory).seeing(new KnexAgencyReviewSource(database), ["decide"])),
  // Safe places and connection points share one review source, each over its own table; their
  // lists are read from the database on every call, so no cache needs telling.
  safePlace: safePlaceReviewable(new KnexReportedPlaceReviewSource(database, safePlaceTable)),
  connectionPoint: connectionPointReviewable(new KnexReportedPlaceReviewSource(database, connectionPointTable)),
  // An approval puts the place in the approved places' memory (here and on the other instances),
  // then on the cached map pages and figures.
  location: locationReviewable(
    resolve(ctx, placesTokens.placeDirectory).seeing(
      verdictsSeenBy(new KnexLocationReviewSource(database), resolve(ctx, placesTokens.approvedPlaces)),
      ["decide"],
    ),
  ),
});

/** The hideable (and reportable) kinds; see `reviewableKinds` above for how a kind joins. */
export const hideableKinds = (ctx: Context, database: Database): HideableSources => ({
  // An idea leaves the idea pages' cache.
  idea: resolve(ctx, ideasTokens.ideaRepository).seeing(new KnexHideableContent(database, "idea"), ["hide"]),
  // A forum leaves the catalogue's discussion counts.
  forum: resolve(ctx, servicesTokens.catalog).seeing(new KnexHideableContent(database, "forum"), ["hide"]),
  forumPost: new KnexHideableContent(database, "forumPost"),
  // Comments under the live meeting are read from the database on every call: no cache to tell.
  liveComment: new KnexHideableContent(database, "liveComment"),
});

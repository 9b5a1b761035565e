import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { PointsStandings } from "../ports/points-standings";
import type { RecentPointEvent } from "../schemas/points";
import { describePointEntry, type Translate } from "./server-events";

/**
 * The toast shows the newest award; the page polls every 2 s (or is pushed each award), so a few
 * more cover awards made while it was away. Each line is rendered and serialized per request.
 */
export const recentPointsLimit = 10;

/** The member's latest awards, newest first, each described in their language. */
export const makeListRecentPoints =
  ({ standings, translate }: { standings: PointsStandings; translate: Translate }) =>
  ({ userId, language }: { userId: number; language: Language }): Effect.Effect<RecentPointEvent[], DomainError> =>
    Effect.promise(async () => {
      const entries = await standings.recentOf(userId, recentPointsLimit);
      return entries.map((entry) => describePointEntry(entry, language, translate));
    });

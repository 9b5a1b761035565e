import type { ConnectionPointFields, ConnectionPointFigures } from "../ports/connection-points";
import type { ReportedRecord } from "../ports/reported-places";
import type { ConnectionPoint, ConnectionPointSummary } from "../schemas/connection-points";
import { placeBasicsOf, reportedFieldsFor, type PlaceReader } from "./reported-place-view";

/**
 * What a moderator checked when verifying a point. Its status, speed and reliability are not
 * among them: they are measurements anyone using it may report again without a new review.
 */
export const reviewedConnectionPointFields: readonly (keyof ConnectionPointFields)[] = [
  "name",
  "description",
  "latitude",
  "longitude",
  "address",
  "connectionType",
  "isPublic",
  "isFree",
  "requirements",
];

/** The fields whose report is a new test of the point: they move `lastTested`. */
export const measuredConnectionPointFields: readonly (keyof ConnectionPointFields)[] = ["status", "speed", "reliability"];

/** A free point asks nothing: its requirements are kept only when it is not free, and a blank is none. */
export const requirementsFor = (isFree: boolean, requirements: string | null | undefined): string | null => {
  const text = requirements?.trim() ?? "";
  return isFree || text === "" ? null : text;
};

/** The stat cards: the store's counts, the mean speed rounded to whole Mbps (0 with no point). */
export const toConnectionPointSummary = ({ total, active, free, meanSpeed }: ConnectionPointFigures): ConnectionPointSummary => ({
  total,
  active,
  free,
  averageSpeed: meanSpeed === null ? 0 : Math.round(meanSpeed),
});

/** A stored connection point as its reader sees it. */
export const toConnectionPoint = (point: ConnectionPointFields & ReportedRecord, reader: PlaceReader): ConnectionPoint => ({
  ...reportedFieldsFor(point, reader),
  ...placeBasicsOf(point),
  connectionType: point.connectionType,
  speed: point.speed,
  reliability: point.reliability,
  isPublic: point.isPublic,
  isFree: point.isFree,
  requirements: point.requirements,
  lastTested: point.lastTested,
  status: point.status,
});

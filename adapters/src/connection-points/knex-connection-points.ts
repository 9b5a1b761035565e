import type { ConnectionPointFields, ConnectionPointFigures, ConnectionPointStore } from "@kominote/core/ports/connection-points";
import type { ConnectionType } from "@kominote/core/schemas/connection-points";
import { placeBasicsColumns, instant, KnexReportedPlaces, type ReportedPlaceTable } from "../reported-places/knex-reported-places";

/** The `connection_points` table (migration 0020). */
export const connectionPointTable: ReportedPlaceTable<ConnectionPointFields> = {
  table: "connection_points",
  reviewKind: "connectionPoint",
  kindColumn: "connection_type",
  columns: {
    ...placeBasicsColumns,
    connectionType: "connection_type",
    speed: "speed",
    reliability: "reliability",
    isPublic: "is_public",
    isFree: "is_free",
    requirements: "requirements",
    status: "connection_status",
    lastTested: "last_tested",
  },
  decode: { lastTested: (value) => (value === null || value === undefined ? null : instant(value as Date | string)) },
  // What a moderator checks: what it is, where, how one connects and on what terms.
  reviewNotes: (point) => [
    point.description,
    point.address,
    `${point.connectionType}, ${String(point.speed)} Mbps`,
    point.requirements,
  ],
};

/** The connection points in Postgres, with the map's figures counted in one query over the (status, type) index. */
export class KnexConnectionPoints extends KnexReportedPlaces<ConnectionPointFields, ConnectionType> implements ConnectionPointStore {
  async figures(): Promise<ConnectionPointFigures> {
    const row = (await this.db("connection_points")
      .where("status", "approved")
      .first(
        this.db.raw("count(*)::int as total"),
        this.db.raw("(count(*) filter (where connection_status = 'active'))::int as active"),
        this.db.raw("(count(*) filter (where is_free))::int as free"),
        this.db.raw("avg(speed)::float8 as mean_speed"),
      )) as { total: number; active: number; free: number; mean_speed: number | null } | undefined;
    return {
      total: row?.total ?? 0,
      active: row?.active ?? 0,
      free: row?.free ?? 0,
      meanSpeed: row?.mean_speed ?? null,
    };
  }
}

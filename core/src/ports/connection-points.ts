import type { ConnectionStatus, ConnectionType } from "../schemas/connection-points";
import type { ReportedPlaces } from "./reported-places";

/** A connection point's own fields, as stored. */
export interface ConnectionPointFields {
  readonly name: string;
  readonly description: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly address: string;
  readonly connectionType: ConnectionType;
  /** Mbps. */
  readonly speed: number;
  readonly reliability: number;
  readonly isPublic: boolean;
  readonly isFree: boolean;
  /** What it takes to connect; always null for a free point. */
  readonly requirements: string | null;
  readonly status: ConnectionStatus;
  /** When someone last reported its status, speed or reliability. */
  readonly lastTested: string | null;
}

/** The figures of the approved points, as counted by the store. */
export interface ConnectionPointFigures {
  readonly total: number;
  readonly active: number;
  readonly free: number;
  /** The mean speed in Mbps, unrounded; null when there is no approved point. */
  readonly meanSpeed: number | null;
}

/** The internet connection points members report, listed by connection type (decision 0024). */
export interface ConnectionPointStore extends ReportedPlaces<ConnectionPointFields, ConnectionType> {
  /** Counts over the approved points only, the same for every reader. */
  figures(): Promise<ConnectionPointFigures>;
}

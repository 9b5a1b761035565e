import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ConnectionStatus, ConnectionType } from "@kominote/core/schemas/connection-points";
import { searchWithChoice } from "../../../lib/place-search";

/**
 * The connection types in the order the filter lists them. A plain list (the type only from the
 * schema), so the route's check of ?type= on the first page needs no schema library; a unit test
 * keeps it equal to the schema's.
 */
export const connectionTypeList = ["wifi", "4g", "3g", "satellite", "cable"] as const satisfies readonly ConnectionType[];

export const connectionTypeLabel: Readonly<Record<ConnectionType, MessageKey>> = {
  wifi: "connectionPoints.type.wifi",
  "4g": "connectionPoints.type.4g",
  "3g": "connectionPoints.type.3g",
  satellite: "connectionPoints.type.satellite",
  cable: "connectionPoints.type.cable",
};

const statusLabels: Readonly<Record<Exclude<ConnectionStatus, "unknown">, MessageKey>> = {
  active: "connectionPoints.status.active",
  inactive: "connectionPoints.status.inactive",
  intermittent: "connectionPoints.status.intermittent",
};

/** SPEC 4: active 'Aktif', inactive 'Pa aktif', intermittent 'De tan atan tan', any other 'Enkoni'. */
export const connectionStatusLabel = (status: string): MessageKey =>
  Object.hasOwn(statusLabels, status) ? statusLabels[status as keyof typeof statusLabels] : "connectionPoints.status.unknown";

/** Whether a moderator verified the point: verified 'Verifye', pending 'K ap verifye', any other 'Pa verifye'. */
export const reviewLabel = (status: string): MessageKey =>
  status === "verified" ? "connectionPoints.review.verified" : status === "pending" ? "connectionPoints.review.pending" : "connectionPoints.review.unverified";

/** The route's validateSearch: `?q=` and a known `?type=` (the server calls it connectionType). */
export const connectionPointSearch = searchWithChoice("type", connectionTypeList);

/** The server's filter for what the address holds (`?type=` is the server's `connectionType`). */
export const connectionPointFilterOf = ({
  q,
  type,
}: {
  readonly q?: string | undefined;
  readonly type?: ConnectionType | undefined;
}): { q?: string; connectionType?: ConnectionType } => ({
  ...(q === undefined ? {} : { q }),
  ...(type === undefined ? {} : { connectionType: type }),
});

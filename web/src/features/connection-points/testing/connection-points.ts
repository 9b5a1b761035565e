import type { ConnectionPoint, ConnectionPointList, ConnectionPointSummary } from "../api/connection-points";

/** A verified free WiFi another member reported: the reader may not correct it. */
export const freeWifi: ConnectionPoint = {
  id: 1,
  name: "Bibliyotèk Nasyonal",
  description: "WiFi gratis nan sal lekti a.",
  latitude: 18.5439,
  longitude: -72.3394,
  address: "Rue du Centre, Pòtoprens",
  connectionType: "wifi",
  speed: 12.5,
  reliability: 4,
  isPublic: true,
  isFree: true,
  requirements: null,
  reportedBy: "Marie Joseph",
  reportedAt: "2026-03-02T15:00:00.000Z",
  lastTested: "2026-03-05T10:00:00.000Z",
  status: "active",
  verificationStatus: "verified",
  rejectionReason: null,
  canEdit: false,
};

/** The reader's own paid point, verified, never tested: they may correct it. */
export const ownPaidCafe: ConnectionPoint = {
  ...freeWifi,
  id: 2,
  name: "Sibè Kafe Petyonvil",
  connectionType: "4g",
  speed: 30,
  reliability: 3.5,
  isFree: false,
  requirements: "Achte yon kafe",
  reportedBy: "Jean Baptiste",
  lastTested: null,
  status: "intermittent",
  canEdit: true,
};

/** The reader's own point awaiting a moderator. */
export const ownPendingPoint: ConnectionPoint = { ...ownPaidCafe, id: 3, name: "Sant Kominotè Ench", connectionType: "satellite", verificationStatus: "pending", status: "active" };

/** The reader's own point a moderator refused, with the reason. */
export const ownRefusedPoint: ConnectionPoint = {
  ...ownPaidCafe,
  id: 4,
  name: "Kab Lakay Jakmèl",
  connectionType: "cable",
  verificationStatus: "unverified",
  status: "inactive",
  rejectionReason: "Se yon kote prive.",
};

export const samplePoints: ConnectionPointList = [ownRefusedPoint, freeWifi, ownPaidCafe, ownPendingPoint];

/** The figures over the verified points (the mean speed as the server rounds it). */
export const sampleSummary: ConnectionPointSummary = { total: 2, active: 1, free: 1, averageSpeed: 21 };

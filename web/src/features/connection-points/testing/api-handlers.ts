import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { directoryServer } from "../../../testing/msw/directory-server";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import type { ConnectionPoint, ConnectionPointSummary } from "../api/connection-points";
import { samplePoints, sampleSummary } from "./connection-points";

const creatingPoint = {
  name: "Wifi Bibliyotèk Okap",
  address: "Rue 17 B, Okap",
  description: "Wifi gratis nan sal lekti a, lendi rive samdi.",
  latitude: 19.7592,
  longitude: -72.2014,
  connectionType: "wifi" as const,
  speed: 15,
  isFree: true,
};

/**
 * The connection points directory kept in memory: a new point is the member's own, pending
 * review, and joins the list; a correction changes it.
 */
export const connectionPointsServer = (points: readonly ConnectionPoint[] = samplePoints) =>
  directoryServer<ConnectionPoint>("/api/connection-points", points, (body, id) => ({
    reliability: 3,
    isPublic: true,
    isFree: false,
    requirements: null,
    ...(body as Pick<ConnectionPoint, "name" | "address" | "description" | "latitude" | "longitude" | "connectionType" | "speed">),
    id,
    reportedBy: testMember.fullName,
    reportedAt: "2026-06-11T12:00:00.000Z",
    lastTested: null,
    status: "active",
    verificationStatus: "pending",
    rejectionReason: null,
    canEdit: true,
  }));

const [list] = connectionPointsServer().handlers;
const [emptyList] = connectionPointsServer([]).handlers;
const summary = (figures: ConnectionPointSummary) =>
  apiHttp.get("/api/connection-points/summary", ({ response }) => response(200).json(figures));

/** Connection points: the directory and its figures, a new point, a correction. */
export const connectionPointsApi = {
  listConnectionPoints: mockOperation({
    method: "get",
    path: "/api/connection-points",
    example: { url: "/api/connection-points?q=wifi" },
    success: list!,
    variants: { empty: [emptyList!] },
  }),
  getConnectionPointSummary: mockOperation({
    method: "get",
    path: "/api/connection-points/summary",
    example: { url: "/api/connection-points/summary" },
    success: summary(sampleSummary),
    variants: { empty: [summary({ total: 0, active: 0, free: 0, averageSpeed: 0 })] },
  }),
  createConnectionPoint: mockOperation({
    method: "post",
    path: "/api/connection-points",
    example: { url: "/api/connection-points", body: creatingPoint },
    success: freshEachTime("post", "/api/connection-points", () => connectionPointsServer().handlers[1]!),
    fields: { speed: "Vitès la dwe yon chif pozitif." },
  }),
  updateConnectionPoint: mockOperation({
    method: "patch",
    path: "/api/connection-points/{id}",
    example: { url: "/api/connection-points/2", body: { speed: 40 } },
    success: freshEachTime("patch", "/api/connection-points/{id}", () => connectionPointsServer().handlers[2]!),
  }),
};

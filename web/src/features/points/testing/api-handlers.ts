import type { RecentPointEvent, UserStats } from "@kominote/core/schemas/points";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { apprenticeStats, newcomerStats } from "./stats";

/** A member's latest point awards, described in Creole as the API words them, newest first. */
export const recentPoints: readonly RecentPointEvent[] = [
  { id: 93, points: 10, description: "Kontribisyon: Pran foto devan klinik la", createdAt: "2026-06-11T09:15:00.000Z" },
  { id: 92, points: 2, description: "Yon manm vote pou ide ou", createdAt: "2026-06-10T18:40:00.000Z" },
  { id: 91, points: 20, description: "Envitasyon aksepte: Jean Baptiste", createdAt: "2026-06-08T12:00:00.000Z" },
];

const stats = (answer: UserStats) => apiHttp.get("/api/user/stats", ({ response }) => response(200).json(answer));
const recent = (answer: readonly RecentPointEvent[]) => apiHttp.get("/api/user/recent-points", ({ response }) => response(200).json([...answer]));

/** A member's points: their figures and their latest awards. */
export const pointsApi = {
  getUserStats: mockOperation({
    method: "get",
    path: "/api/user/stats",
    example: { url: "/api/user/stats" },
    success: stats(apprenticeStats),
    variants: { newcomer: [stats(newcomerStats)] },
  }),
  listRecentPoints: mockOperation({
    method: "get",
    path: "/api/user/recent-points",
    example: { url: "/api/user/recent-points" },
    success: recent(recentPoints),
    variants: { empty: [recent([])] },
  }),
};

import { z } from "zod";
import { leaderboardSchema, leaderboardStandingSchema, recentPointEventSchema, userStatsSchema } from "../schemas/points";
import { defineRoute } from "./route";

export const pointRoutes = [
  defineRoute({
    operationId: "getUserStats",
    method: "GET",
    path: "/api/user/stats",
    summary: "Gives the signed-in member's points, weekly points, rank and contribution count.",
    tag: "points",
    access: "member",
    responses: { 200: { description: "The member's standing.", schema: userStatsSchema } },
  }),
  defineRoute({
    operationId: "listRecentPoints",
    method: "GET",
    path: "/api/user/recent-points",
    summary: "Lists the signed-in member's latest point awards, newest first.",
    tag: "points",
    access: "member",
    responses: { 200: { description: "Recent point events.", schema: z.array(recentPointEventSchema) } },
  }),
  defineRoute({
    operationId: "getLeaderboard",
    method: "GET",
    path: "/api/leaderboard",
    summary: "Gives the ranking of each of the eight leaderboard categories; visitors get it without names.",
    tag: "points",
    access: "public",
    responses: { 200: { description: "One ranked list per category.", schema: leaderboardSchema } },
  }),
  defineRoute({
    operationId: "getOwnLeaderboardStanding",
    method: "GET",
    path: "/api/leaderboard/me",
    summary:
      "Gives the signed-in member's own standing beside the leaderboard, read now: the points bar's rank and points, and their own row in each category, ranked among the board's other rows.",
    tag: "points",
    access: "member",
    responses: { 200: { description: "The member's standing.", schema: leaderboardStandingSchema } },
  }),
] as const;

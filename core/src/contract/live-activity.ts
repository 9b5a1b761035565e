import { liveActivitySchema } from "../schemas/live";
import { defineRoute } from "./route";

/** What is happening on the platform now (decision 0029). */
export const liveActivityRoutes = [
  defineRoute({
    operationId: "getLiveActivity",
    method: "GET",
    path: "/api/activity/live",
    summary: "Gives the latest real actions on the platform and the number of members active in the last 15 minutes.",
    tag: "live",
    access: "public",
    responses: { 200: { description: "Recent activity.", schema: liveActivitySchema } },
  }),
] as const;

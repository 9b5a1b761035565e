import type { LiveActivity } from "@kominote/core/schemas/live";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { busyActivity, quietActivity, visitorActivity } from "./activity";

const activity = (answer: LiveActivity) => apiHttp.get("/api/activity/live", ({ response }) => response(200).json(answer));

/** The live activity bar's data: recent real actions and the members active now. */
export const liveActivityApi = {
  getLiveActivity: mockOperation({
    method: "get",
    path: "/api/activity/live",
    example: { url: "/api/activity/live" },
    success: activity(busyActivity),
    variants: { quiet: [activity(quietActivity)], visitor: [activity(visitorActivity)] },
  }),
};

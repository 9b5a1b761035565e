import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { api, expectData } from "../../../api/client";

/** `POST /api/live-meeting/start` or `/stop` (moderators): answers the status after the change. */
export const changeBroadcast = (change: "start" | "stop"): Promise<LiveMeetingStatus> =>
  expectData(change === "start" ? api.POST("/api/live-meeting/start") : api.POST("/api/live-meeting/stop"));

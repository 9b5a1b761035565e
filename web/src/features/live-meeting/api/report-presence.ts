import type { LivePresence } from "@kominote/core/schemas/live";
import { api, expectData } from "../../../api/client";

/** `POST /api/live-meeting/presence`: this tab is watching (or, with `leaving`, has left). */
export const reportPresence = (viewerId: string, leaving = false): Promise<LivePresence> =>
  expectData(api.POST("/api/live-meeting/presence", { body: leaving ? { viewerId, leaving } : { viewerId }, keepalive: leaving }));

import { serverEventSchema } from "../schemas/events";
import { defineRoute } from "./route";

export const eventRoutes = [
  defineRoute({
    operationId: "streamEvents",
    method: "GET",
    path: "/api/events",
    summary: "Streams the signed-in member's new points, stats, notifications and live status as Server-Sent Events.",
    tag: "events",
    access: "member",
    responses: {
      200: {
        description: "An endless event stream; each event's data line is one ServerEvent as JSON, its event name the type.",
        schema: serverEventSchema,
        contentType: "text/event-stream",
      },
    },
  }),
] as const;

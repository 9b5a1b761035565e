import { z } from "zod";
import { serverEventSchema } from "../schemas/events";
import { languageSchema } from "../schemas/translation";
import { defineRoute } from "./route";

export const eventRoutes = [
  defineRoute({
    operationId: "streamEvents",
    method: "GET",
    path: "/api/events",
    summary:
      "Streams the signed-in member's new points, stats and notifications, and everyone's live meeting status, meeting comments and activity, as Server-Sent Events (a visitor receives the public ones only).",
    tag: "events",
    access: "public",
    // EventSource cannot set Accept-Language: the page names the language it shows.
    query: z.object({
      language: languageSchema.optional().meta({ description: "Language of the events' texts; Accept-Language when absent." }),
    }),
    responses: {
      200: {
        description: "An endless event stream; each event's data line is one ServerEvent as JSON, its event name the type.",
        schema: serverEventSchema,
        contentType: "text/event-stream",
      },
    },
  }),
] as const;

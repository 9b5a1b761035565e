import { apiRoute, apiRoutes } from "@kominote/core/contract/index";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createContainer } from "../container";
import { createLogger } from "../http/logger";
import { buildAppOffline } from "../testing/build-app-offline";
import type { Database } from "../tokens";
import { apiHandlers } from "./handlers";

/** The calls that work today. Adding a handler means adding its operationId here, on purpose. */
const implemented = [
  "listPublicServices",
  "listServiceTasks",
  "translateText",
  "sendEmailCode",
  "sendPhoneCode",
  "verifyEmailLogin",
  "verifyPhoneLogin",
  "getCurrentUser",
  "loginNavigation",
  "logoutNavigation",
  "logout",
  "registerUser",
  "verifyEmail",
  "updateProfile",
  "resendEmailVerification",
  "listNotifications",
  "markNotificationRead",
  "markAllNotificationsRead",
  "sendAnnouncement",
  "getUserStats",
  "listRecentPoints",
  "streamEvents",
  "getLiveActivity",
  "getLiveMeetingStatus",
  "startLiveMeeting",
  "stopLiveMeeting",
  "reportLivePresence",
  "listLiveComments",
  "postLiveComment",
  "uploadFile",
  "joinService",
  "joinServiceForUser",
  "contributeToTask",
  "getTask",
  "listTaskContributions",
  "updateContribution",
  "listUserContributions",
  "listUserTaskContributions",
  "listReviewQueue",
  "approveSubmission",
  "rejectSubmission",
  "listAuditLog",
  "listContactableContributors",
  "requestCall",
  "getLeaderboard",
  "getOwnLeaderboardStanding",
  "listIdeas",
  "listServiceIdeas",
  "createIdea",
  "voteIdea",
  "getIdeaSummary",
  "getInvitationStats",
  "listTopInviters",
  "sendInvitation",
  "generateInviteLink",
  "unsubscribeFromInvitations",
  "listServiceForums",
  "createForum",
  "getForum",
  "listForumPosts",
  "createForumPost",
  "likeForumPost",
  "pinForum",
  "listUserResponses",
  "reportContent",
  "listContentReports",
  "hideContent",
  "dismissContentReports",
  "getExchangeRates",
  "updateExchangeRates",
  "exportOwnData",
  "sendAccountDeletionCode",
  "deleteOwnAccount",
  "listGovernmentAgencies",
  "createGovernmentAgency",
  "listLocations",
  "getLocationSummary",
  "listMyLocations",
  "getLocation",
  "createLocation",
  "updateLocation",
  "exportPlacesGeoJson",
  "exportPlacesCsv",
  "listSafePlaces",
  "createSafePlace",
  "updateSafePlace",
  "listConnectionPoints",
  "getConnectionPointSummary",
  "createConnectionPoint",
  "updateConnectionPoint",
  "synthesizeVoice",
  "askAi",
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAppOffline();
});
afterAll(async () => {
  await app.close();
});

describe("implemented calls", () => {
  it("are exactly the expected ones", () => {
    const container = createContainer({
      config: loadConfig({}),
      database: {} as Database,
      logger: createLogger("silent"),
    });
    expect(Object.keys(apiHandlers(container)).sort()).toEqual([...implemented].sort());
  });

  it.each(apiRoutes.filter((route) => !implemented.includes(route.operationId)).map((route) => [route.operationId, route] as const))(
    "%s answers 501 REQUEST.NOT_IMPLEMENTED with a message in the requester's language",
    async (_operationId, route) => {
      const url = route.path.replace(/\{\w+\}/g, "1");
      const response = await app.inject({
        method: route.method,
        url,
        headers: { "accept-language": "en", "x-requested-with": "fetch" },
      });
      expect(response.statusCode).toBe(501);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        code: "REQUEST.NOT_IMPLEMENTED",
        message: "This feature is not available yet. We are working on it.",
      });
    },
  );
});

describe("calls for members", () => {
  it("are refused with 401 before their handler runs when nobody is signed in", async () => {
    let ran = false;
    const guarded = await buildAppOffline({
      handlers: {
        joinService: async (_request, reply) => {
          ran = true;
          return reply.send({});
        },
      },
      routes: [apiRoute("joinService")],
    });
    const response = await guarded.inject({
      method: "POST",
      url: "/api/services/1/join",
      headers: { "accept-language": "fr", "x-requested-with": "fetch" },
    });
    await guarded.close();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "AUTH.REQUIRED", message: "Vous devez être connecté pour faire cela." });
    expect(ran).toBe(false);
  });
});

describe("readiness", () => {
  it("answers 503 SERVER.UNAVAILABLE when the database does not answer", async () => {
    const response = await app.inject({ method: "GET", url: "/readyz", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: "SERVER.UNAVAILABLE",
      message: "The service cannot reach its data right now. Please try again in a moment.",
    });
    expect(response.headers["retry-after"]).toBe("5");
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});

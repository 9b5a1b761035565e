import { agencyRoutes } from "./agencies";
import { assistantRoutes } from "./assistant";
import { authRoutes } from "./auth";
import { connectionPointRoutes } from "./connection-points";
import { contributionRoutes } from "./contributions";
import { eventRoutes } from "./events";
import { exchangeRateRoutes } from "./exchange-rates";
import { forumRoutes } from "./forums";
import { ideaRoutes } from "./ideas";
import { invitationRoutes } from "./invitations";
import { liveActivityRoutes } from "./live-activity";
import { liveMeetingRoutes } from "./live-meeting";
import { moderationRoutes } from "./moderation";
import { notificationRoutes } from "./notifications";
import { openDataRoutes } from "./open-data";
import { placeRoutes } from "./places";
import { pointRoutes } from "./points";
import type { RouteContract } from "./route";
import { safePlaceRoutes } from "./safe-places";
import { serviceRoutes } from "./services";
import { taskRoutes } from "./tasks";
import { translationRoutes } from "./translation";
import { userRoutes } from "./users";
import { voiceRoutes } from "./voice";

/** Every HTTP call of the product, grouped by area; api/ serves them, openapi/ documents them. */
export const apiRoutes = [
  ...authRoutes,
  ...serviceRoutes,
  ...taskRoutes,
  ...contributionRoutes,
  ...userRoutes,
  ...notificationRoutes,
  ...pointRoutes,
  ...liveMeetingRoutes,
  ...liveActivityRoutes,
  ...ideaRoutes,
  ...forumRoutes,
  ...placeRoutes,
  ...openDataRoutes,
  ...invitationRoutes,
  ...agencyRoutes,
  ...safePlaceRoutes,
  ...connectionPointRoutes,
  ...translationRoutes,
  ...assistantRoutes,
  ...voiceRoutes,
  ...exchangeRateRoutes,
  ...moderationRoutes,
  ...eventRoutes,
] as const satisfies readonly RouteContract[];

export type ApiRoute = (typeof apiRoutes)[number];
export type OperationId = ApiRoute["operationId"];
export type RouteOf<Id extends OperationId> = Extract<ApiRoute, { readonly operationId: Id }>;

/** operationId -> route, typed so `apiRoute("listPublicServices").responses[200].schema` is the exact schema. */
export const routesByOperationId = Object.fromEntries(apiRoutes.map((route) => [route.operationId, route])) as {
  readonly [Id in OperationId]: RouteOf<Id>;
};

export const apiRoute = <Id extends OperationId>(operationId: Id): RouteOf<Id> => routesByOperationId[operationId];

/** For names that come from outside the code (a CLI argument, a test table): undefined when unknown. */
export const findRoute = (operationId: string): ApiRoute | undefined =>
  Object.hasOwn(routesByOperationId, operationId) ? routesByOperationId[operationId as OperationId] : undefined;

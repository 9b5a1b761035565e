import type { Container } from "inversify";
import { authHandlers } from "./auth";
import { contributionHandlers } from "./contributions";
import type { HandlerMap } from "./handler";
import { serviceHandlers } from "./services";
import { translationHandlers } from "./translation";
import { userHandlers } from "./users";
import { eventHandlers } from "./events";
import { notificationHandlers } from "./notifications";
import { pointHandlers } from "./points";
import { moderationHandlers } from "./moderation";
import { callHandlers } from "./calls";

/** Every implemented call, by operationId; one file per area. */
export const apiHandlers = (container: Container): HandlerMap => ({
  ...authHandlers(container),
  ...serviceHandlers(container),
  ...translationHandlers(container),
  ...userHandlers(container),
  ...notificationHandlers(container),
  ...pointHandlers(container),
  ...eventHandlers(container),
  ...contributionHandlers(container),
  ...moderationHandlers(container),
  ...callHandlers(container),
});

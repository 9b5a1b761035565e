import type { Container } from "inversify";
import { authHandlers } from "./auth";
import type { HandlerMap } from "./handler";
import { serviceHandlers } from "./services";
import { translationHandlers } from "./translation";
import { userHandlers } from "./users";

/** Every implemented call, by operationId; one file per area. */
export const apiHandlers = (container: Container): HandlerMap => ({
  ...authHandlers(container),
  ...serviceHandlers(container),
  ...translationHandlers(container),
  ...userHandlers(container),
});

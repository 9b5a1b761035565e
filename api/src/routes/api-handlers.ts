import type { Container } from "inversify";
import type { HandlerMap } from "./handler";
import { serviceHandlers } from "./services";
import { translationHandlers } from "./translation";

/** Every implemented call, by operationId; one file per area. */
export const apiHandlers = (container: Container): HandlerMap => ({
  ...serviceHandlers(container),
  ...translationHandlers(container),
});

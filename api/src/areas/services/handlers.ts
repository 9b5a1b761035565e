import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { publicCatalogCache } from "../../http/cacheable";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { servicesTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * A task list carries the reader's own part in each task, so only the reader's browser may keep
 * it, and asks again each time (a 304 through the ETag when nothing changed).
 */
const perReader = "private, no-cache";

export const serviceHandlers = (container: Container): HandlerMap => {
  const { listPublicServices, listServiceTasks, joinService } =
    resolveEach(container, servicesTokens, ["listPublicServices", "listServiceTasks", "joinService"]);
  return {
    ...handle(apiRoute("listPublicServices"), ({ language }, reply) =>
      runUseCase(listPublicServices({ language }), reply, { cache: publicCatalogCache }),
    ),
    ...handle(apiRoute("listServiceTasks"), ({ params, language, member }, reply) =>
      runUseCase(listServiceTasks({ serviceId: params.id, language, readerId: member?.id ?? null }), reply, {
        cache: perReader,
      }),
    ),
    ...handle(apiRoute("joinService"), ({ params, language, member }, reply) => {
      // A member route: the access check has already refused anyone signed out.
      return runUseCase(joinService({ userId: member.id, requesterId: member.id, serviceId: params.id, language }), reply);
    }),
  };
};

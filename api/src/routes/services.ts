import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { publicCatalogCache } from "../http/cacheable";
import { runUseCase } from "../http/run-use-case";
import { resolve, tokens } from "../tokens";
import { handle, type HandlerMap } from "./handler";

export const serviceHandlers = (container: Container): HandlerMap => {
  const listPublicServices = resolve(container, tokens.listPublicServices);
  const listServiceTasks = resolve(container, tokens.listServiceTasks);
  return {
    ...handle(apiRoute("listPublicServices"), ({ language }, reply) =>
      runUseCase(listPublicServices({ language }), reply, { cache: publicCatalogCache }),
    ),
    ...handle(apiRoute("listServiceTasks"), ({ params, language }, reply) =>
      runUseCase(listServiceTasks({ serviceId: params.id, language }), reply, { cache: publicCatalogCache }),
    ),
  };
};

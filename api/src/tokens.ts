import type { CachedCatalog } from "@kominote/adapters/cache/cached-catalog";
import type { Clock } from "@kominote/core/ports/clock";
import type { ServiceRepository } from "@kominote/core/ports/service-repository";
import type { TaskRepository } from "@kominote/core/ports/task-repository";
import type { Translator } from "@kominote/core/ports/translator";
import type { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import type { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import type { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import type { openDatabase } from "@kominote/adapters/db/database";
import type { Container } from "inversify";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";

/** A container key that remembers the type bound to it (a bare symbol would not). */
export type Token<T> = symbol & { readonly boundType?: T };
const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Reads a binding with its type; `ctx` is the container or a dynamic value's resolution context. */
export const resolve = <T>(ctx: Pick<Container, "get">, key: Token<T>): T => ctx.get<T>(key);

export type Database = Awaited<ReturnType<typeof openDatabase>>;

export const tokens = {
  config: token<AppConfig>("Config"),
  database: token<Database>("Database"),
  logger: token<FastifyBaseLogger>("Logger"),
  clock: token<Clock>("Clock"),
  catalog: token<CachedCatalog>("Catalog"),
  serviceRepository: token<ServiceRepository>("ServiceRepository"),
  taskRepository: token<TaskRepository>("TaskRepository"),
  translator: token<Translator>("Translator"),
  listPublicServices: token<ReturnType<typeof makeListPublicServices>>("ListPublicServices"),
  listServiceTasks: token<ReturnType<typeof makeListServiceTasks>>("ListServiceTasks"),
  translateText: token<ReturnType<typeof makeTranslateText>>("TranslateText"),
} as const;

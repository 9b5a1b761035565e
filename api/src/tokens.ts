import type { KnexTransactions } from "@kominote/adapters/db/transactions";
import type { openDatabase } from "@kominote/adapters/db/database";
import type { Clock } from "@kominote/core/ports/clock";
import type { Container } from "inversify";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";

/** A container key that remembers the type bound to it (a bare symbol would not). */
export type Token<T> = symbol & { readonly boundType?: T };
export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Reads a binding with its type; `ctx` is the container or a dynamic value's resolution context. */
export const resolve = <T>(ctx: Pick<Container, "get">, key: Token<T>): T => ctx.get<T>(key);

export type Database = Awaited<ReturnType<typeof openDatabase>>;

/**
 * The keys every area shares. Each area keeps its own keys beside its bindings
 * (api/src/areas/<area>/tokens.ts); api/src/areas/tokens.ts lists them all for the start-up check.
 */
export const tokens = {
  config: token<AppConfig>("Config"),
  database: token<Database>("Database"),
  /** Every use case's writes as one transaction (decision 0017); also defers live events to the commit. */
  transactions: token<KnexTransactions>("Transactions"),
  logger: token<FastifyBaseLogger>("Logger"),
  clock: token<Clock>("Clock"),
} as const;

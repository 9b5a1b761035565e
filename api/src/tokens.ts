import type { KnexTransactions } from "@kominote/adapters/db/transactions";
import type { openDatabase } from "@kominote/adapters/db/database";
import type { Clock } from "@kominote/core/ports/clock";
import type { Container } from "inversify";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";

/** A container key that remembers the type bound to it (a bare symbol would not). */
export type Token<T> = symbol & { readonly boundType?: T };
export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The type a key holds. */
export type BoundTo<K> = K extends Token<infer T> ? T : never;

/** Reads a binding with its type; `ctx` is the container or a dynamic value's resolution context. */
export const resolve = <T>(ctx: Pick<Container, "get">, key: Token<T>): T => ctx.get<T>(key);

/**
 * Reads the named keys of one area's key list, in the order named, and no other: bindings are
 * transient and some build a cache or a timer, so reading a key nobody asked for builds one more.
 */
export const resolveEach = <Keys extends Readonly<Record<string, Token<unknown>>>, Name extends keyof Keys & string>(
  ctx: Pick<Container, "get">,
  keys: Keys,
  names: readonly Name[],
): Resolved<Keys, Name> => Object.fromEntries(names.map((name) => [name, ctx.get(keys[name] as Keys[Name])])) as Resolved<Keys, Name>;

type Resolved<Keys, Name extends keyof Keys> = { readonly [N in Name]: BoundTo<Keys[N]> };

/** The keys `useCaseTokens` gives: `makeListIdeas` gives `listIdeas`, holding what `makeListIdeas` returns. */
export type UseCaseTokens<Makers> = {
  readonly [M in keyof Makers as M extends `make${infer Name}` ? Uncapitalize<Name> : never]: Makers[M] extends (deps: never) => infer UseCase
    ? Token<UseCase>
    : never;
};

/**
 * One key per use case, from its `make…` function: `{ makeListIdeas }` gives the key `listIdeas`
 * (named "ListIdeas"), holding what `makeListIdeas` returns, so each use case is written once.
 */
export const useCaseTokens = <Makers extends Readonly<Record<`make${string}`, (deps: never) => unknown>>>(makers: Makers): UseCaseTokens<Makers> =>
  Object.fromEntries(
    Object.keys(makers).map((maker) => {
      const name = maker.slice("make".length);
      return [name.charAt(0).toLowerCase() + name.slice(1), token(name)];
    }),
  ) as UseCaseTokens<Makers>;

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

/** The names of `T`'s methods that return a promise: the writes a cache can be told to watch. */
export type WriteOf<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T] &
  string;

/** Runs `forget` now, or once the running unit of work commits (what `KnexTransactions.afterCommit` does). */
export type AfterCommit = (forget: () => void) => void;

/** Outside any unit of work (unit tests, a cache without transactions): at once. */
export const immediately: AfterCommit = (forget) => forget();

/**
 * A cache whose contents other adapters' writes change (a join moves the catalogue's counts, a
 * hidden idea leaves the idea pages). The composition root hands those writers to their use cases
 * through `seeing`, so the cache sees each write and forgets by itself: no caller decides when it
 * is stale.
 */
export interface WatchingCache {
  /**
   * `writer` unchanged, except that each call of one of `writes` that succeeds makes this cache
   * forget, at once and again when the unit of work it ran in commits.
   */
  seeing<T extends object>(writer: T, writes: readonly WriteOf<T>[]): T;
  /** Forgets everything now: for rows written around every adapter (an admin script, a test's own rows). */
  invalidate(): void;
}

/**
 * `writer` with `writes` reporting to `forget`. Forgetting right after the write serves the rest
 * of the unit of work fresh; forgetting again after its commit drops whatever a concurrent read
 * cached between the write and the commit, when the write was not yet visible to it.
 */
export const seeingWrites = <T extends object>(
  writer: T,
  writes: readonly WriteOf<T>[],
  forget: () => void,
  afterCommit: AfterCommit,
): T => {
  const watched = new Set<string | symbol>(writes);
  return new Proxy(writer, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!watched.has(property)) return method.bind(target);
      return async (...args: unknown[]) => {
        const result = await method.apply(target, args);
        forget();
        afterCommit(forget);
        return result;
      };
    },
  });
};

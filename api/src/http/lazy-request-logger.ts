import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type ChildLoggerFactory = NonNullable<FastifyServerOptions["childLoggerFactory"]>;
type ChildOptions = Parameters<ChildLoggerFactory>[2];
type Bindings = Parameters<ChildLoggerFactory>[1];

const levels: ReadonlySet<string | symbol> = new Set(["fatal", "error", "warn", "info", "debug", "trace"]);

type LevelAware = FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean };

/** What a request's logger needs to make its real child, and the child once made. */
interface Pending {
  readonly logger: LevelAware;
  readonly bindings: Bindings;
  readonly options: ChildOptions;
  child?: FastifyBaseLogger;
}

const real = (pending: Pending): FastifyBaseLogger => (pending.child ??= pending.logger.child(pending.bindings, pending.options));

/**
 * One handler for every request's logger: until the real child exists, a level method only asks
 * the process logger whether its level is on, and `child` makes the real child only when called
 * (Fastify checks that a request's logger has a `child` method on every request).
 */
const handler: ProxyHandler<Pending> = {
  get: (pending, property) => {
    if (pending.child === undefined) {
      if (typeof property === "string" && levels.has(property))
        return (...line: unknown[]): void => {
          if (pending.child === undefined && !pending.logger.isLevelEnabled(property)) return;
          (real(pending)[property as keyof FastifyBaseLogger] as (...args: unknown[]) => void)(...line);
        };
      if (property === "child") return (...args: Parameters<FastifyBaseLogger["child"]>) => real(pending).child(...args);
    }
    const value: unknown = Reflect.get(real(pending), property);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real(pending)) : value;
  },
  set: (pending, property, value) => Reflect.set(real(pending), property, value),
};

/**
 * `request.log`, made when a request first writes a line at a level the server logs. Fastify
 * gives every request a child of the process logger, and making one (its request id written as
 * JSON and passed through the redaction) was a visible share of a small answer's cost, for a
 * logger most requests never write to at the production level. Fastify hands every route the
 * server's level as the route's own: only a route whose level differs (or a route with serializers
 * of its own, or a logger that cannot say which levels are on) gets its child at once.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  const levelAware = logger as LevelAware;
  const ownLevel = options.level !== undefined && options.level !== logger.level;
  if (ownLevel || options.serializers !== undefined || typeof levelAware.isLevelEnabled !== "function") return logger.child(bindings, options);
  return new Proxy<Pending>({ logger: levelAware, bindings, options }, handler) as unknown as FastifyBaseLogger;
};

import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type ChildLoggerFactory = NonNullable<FastifyServerOptions["childLoggerFactory"]>;

const levels = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
type Level = (typeof levels)[number];

/**
 * `request.log`, made when a request first writes a line at a level the server logs. Fastify
 * gives every request a child of the process logger, and making one (its request id written as
 * JSON and passed through the redaction) was a visible share of a small answer's cost, for a
 * logger most requests never write to at the production level. Until then each level method only
 * asks the process logger whether its level is on; anything else (`child`, `level`, `bindings`)
 * makes the real child. A route with a log level of its own (or a logger that cannot say which
 * levels are on) gets its child at once.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  const { isLevelEnabled } = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (options.level !== undefined || typeof isLevelEnabled !== "function") return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = (): FastifyBaseLogger => (child ??= logger.child(bindings, options));
  const write =
    (level: Level) =>
    (...line: unknown[]): void => {
      if (child === undefined && !isLevelEnabled.call(logger, level)) return;
      (real()[level] as (...args: unknown[]) => void)(...line);
    };
  const writers: Readonly<Record<string, (...line: unknown[]) => void>> = Object.fromEntries(levels.map((level) => [level, write(level)]));
  return new Proxy({} as FastifyBaseLogger, {
    get: (_target, property) => {
      if (typeof property === "string" && property in writers && child === undefined) return writers[property];
      const value: unknown = Reflect.get(real(), property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real()) : value;
    },
    set: (_target, property, value) => Reflect.set(real(), property, value),
  });
};

import { Writable } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { describe, expect, it, vi } from "vitest";
import { lazyChildLoggerFactory } from "./lazy-request-logger";
import { createLogger } from "./logger";

const processLogger = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(level, stream);
  return { logger, lines, child: vi.spyOn(logger, "child") };
};

const requestLog = (logger: FastifyBaseLogger, options = {}) =>
  lazyChildLoggerFactory.call({} as FastifyInstance, logger, { reqId: "req-1" }, options, {} as never);

describe("the lazy request logger", () => {
  it("makes no child for lines below the server's level", () => {
    const { logger, lines, child } = processLogger("warn");
    const log = requestLog(logger);
    log.info({ req: "x" }, "incoming request");
    log.debug("detail");
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("writes a line at an enabled level with the request's bindings, through one child", () => {
    const { logger, lines, child } = processLogger("warn");
    const log = requestLog(logger);
    log.warn({ body: { code: "123456" } }, "first");
    log.error("second");
    log.info("not written");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ reqId, msg, body }) => ({ reqId, msg, body }))).toEqual([
      { reqId: "req-1", msg: "first", body: { code: "[Redacted]" } },
      { reqId: "req-1", msg: "second", body: undefined },
    ]);
  });

  it("answers anything else from the real child", () => {
    const { logger } = processLogger("info");
    const log = requestLog(logger);
    expect(log.level).toBe("info");
    expect((log.child({ part: "x" }) as Logger).bindings()).toEqual({ reqId: "req-1", part: "x" });
  });

  it("makes no child when the route's level is the server's own, nor when only asked for its child method", () => {
    const { logger, child } = processLogger("warn");
    const log = requestLog(logger, { level: "warn" });
    expect(typeof log.child).toBe("function");
    log.info("not written");
    expect(child).not.toHaveBeenCalled();
  });

  it("gives a route with its own level its child at once", () => {
    const { logger, child } = processLogger("warn");
    requestLog(logger, { level: "debug" });
    expect(child).toHaveBeenCalledTimes(1);
  });
});

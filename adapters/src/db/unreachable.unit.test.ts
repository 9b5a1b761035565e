import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "./unreachable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnreachable", () => {
  it("recognises a server that is down, restarting, cut off or out of connections", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      withCode("53300", "sorry, too many clients already"),
      Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full."), { name: "KnexTimeoutError" }),
      new Error("Connection terminated unexpectedly"),
      new Error('select "user_id" from "sessions" where "token_hash" = $1 - Connection terminated unexpectedly'),
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]),
      new Error("select 1 - wrapped", { cause: withCode("ECONNREFUSED") }),
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(true);
    }
  });

  it("leaves faults of a query, and anything else, to be what they are", () => {
    for (const error of [
      withCode("23505", "duplicate key value"),
      withCode("22P02", "invalid input syntax for type json"),
      withCode("42P01", "relation does not exist"),
      new Error("something else"),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
    }
  });
});

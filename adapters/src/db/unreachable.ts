/** Network failures of the connection to the database server. */
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * SQLSTATEs that say "the server cannot serve you now", not "your query is wrong": class 08
 * (connection exception), 57P01-57P03 (shut down or starting), 53300 (too many connections).
 */
const isUnavailableState = (code: string): boolean => code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);

/**
 * pg's own words when a connection ends or cannot be made within its time; knex puts the query in
 * front of them ("select ... - Connection terminated unexpectedly").
 */
const unavailableMessages = [/(^|- )Connection terminated/, /(^|- )timeout expired$/, /(^|- )Client has encountered a connection error/];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, the network
 * cut, the pool unable to hand out a connection): a condition that passes, unlike a fault in a
 * query. Follows `cause` chains and the parts of an AggregateError (one per address tried).
 */
export const isDatabaseUnreachable = (error: unknown, depth = 0): boolean => {
  if (depth > 8 || typeof error !== "object" || error === null) return false;
  const { code, name, message, cause, errors } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (networkCodes.has(code) || isUnavailableState(code))) return true;
  // knex's "Timeout acquiring a connection. The pool is probably full."
  if (name === "KnexTimeoutError") return true;
  if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((part) => isDatabaseUnreachable(part, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
};

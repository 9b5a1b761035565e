import type { MessageKey } from "@kominote/core/i18n/messages";
import type { FastifySchemaValidationError } from "fastify";
import type { Failure } from "./error-body";
import { isMessageKey } from "./messages";

type Context = "body" | "querystring" | "params" | "headers";

const illFormedText: MessageKey = "validation.text.illFormed";

const valueAt = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (value, segment) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[segment] : undefined),
    root,
  );

/**
 * A 400 REQUEST.INVALID naming each bad field. A schema may carry a catalog key as its issue
 * message ("validation.email.invalid"); other issues read "required" or a generic "invalid value".
 * The first issue of a field wins, as a form shows one message per field, except that ill-formed
 * text is said first: nothing else about such a value can be read reliably.
 */
export const validationFailure = (
  issues: readonly FastifySchemaValidationError[],
  context: Context | undefined,
  input: unknown,
): Failure => {
  const fields: Record<string, MessageKey> = {};
  const illFormedFirst = [...issues].sort(
    (a, b) => Number(b.message === illFormedText) - Number(a.message === illFormedText),
  );
  for (const issue of illFormedFirst) {
    const path = issue.instancePath.split("/").filter((segment) => segment !== "");
    const name = path.length > 0 ? path.join(".") : context === "querystring" ? "query" : (context ?? "body");
    if (Object.hasOwn(fields, name)) continue;
    const message = issue.message ?? "";
    if (isMessageKey(message)) fields[name] = message;
    else if (issue.keyword === "invalid_type" && valueAt(input, path) === undefined) fields[name] = "errors.field.required";
    else fields[name] = "errors.field.invalid";
  }
  return { code: "REQUEST.INVALID", messageKey: "errors.request.invalid", fields };
};

import type { z } from "zod";
import { sourceMessages, type MessageKey } from "../i18n/messages";
import { domainError, type DomainError } from "./domain-error";

/** Errors of any request, whatever its area: input that does not pass its schema. */

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(sourceMessages, text);

/** The value found at an issue's path in the input, to tell a missing field from a wrong one. */
const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), root);

/**
 * A 400 REQUEST.INVALID naming each bad field, as the HTTP layer names them: a schema's catalog
 * key when it gives one, "required" for a value that is not there at all (given the `input` that
 * was checked), "invalid" otherwise. The first issue of a field wins.
 */
export const invalidRequest = (issues: readonly z.core.$ZodIssue[], input?: unknown): DomainError => {
  const fields: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    if (Object.hasOwn(fields, name)) continue;
    if (isMessageKey(issue.message)) fields[name] = issue.message;
    else if (issue.code === "invalid_type" && input !== undefined && valueAt(input, issue.path) === undefined) fields[name] = "errors.field.required";
    else fields[name] = "errors.field.invalid";
  }
  return domainError("REQUEST.INVALID", "errors.request.invalid", { fields });
};

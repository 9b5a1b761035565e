import { describeErrors, type OpenApiValidator } from "@kominote/openapi/validator";
import type { Operation } from "./operations";

export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly location?: string;
}

/**
 * What is wrong with an answer, by the document: a 5xx (a 501 only from an operation that has no
 * handler yet), a status the operation does not declare, a body of another media type or schema,
 * an error without its `{code, message}`. Undefined when the answer is one the document promises.
 */
export const problemWith = (validator: OpenApiValidator, operation: Operation, implemented: boolean, answer: Answer): string | undefined => {
  const { path, method } = operation;
  const { status } = answer;
  if (status === 501 ? implemented : status >= 500) return `answered ${status}, a server failure`;
  if (!validator.declaresStatus(path, method, status)) return `answered ${status}, which the document does not declare for ${operation.operationId}`;
  const declared = validator.contentTypes(path, method, status);
  if (declared.length === 0) return answer.body === "" ? undefined : `answered ${status} with a body the document does not declare`;
  if (!declared.includes(answer.contentType)) return `answered ${status} as ${answer.contentType || "(no type)"}; the document declares ${declared.join(", ")}`;
  if (answer.contentType !== "application/json") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const errors = validator.validateResponse(path, method, status, body);
  if (errors !== null) return `answered ${status} with a body that does not match the document:\n${describeErrors(errors)}`;
  if (status >= 400) {
    const { code, message } = body as { code?: unknown; message?: unknown };
    if (typeof code !== "string" || code === "" || typeof message !== "string" || message === "") return `answered ${status} without a code and a message`;
    if (status === 501 && code !== "REQUEST.NOT_IMPLEMENTED") return `answered 501 with ${code}`;
  }
  if (status >= 300 && status < 400 && (answer.location === undefined || answer.location === "")) return `answered ${status} without a Location`;
  return undefined;
};

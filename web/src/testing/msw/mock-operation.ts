import { getResponse, http, type HttpHandler } from "msw";
import { handlerPattern, type ApiMethod, type ApiPath } from "./api-http";
import { failureAnswers, type FailureOptions } from "./failure-answers";

/** A request as a client sends it: what the contract test sends and what the API docs show. */
export interface ExampleRequest {
  /** A concrete address, path parameters filled in ("/api/services/1/tasks"). */
  readonly url: string;
  readonly body?: unknown;
}

type Answers = Readonly<Record<string, readonly HttpHandler[]>>;

/**
 * One call of the API as the mocks answer it: each named answer is a list of handlers to `use`
 * (the first that answers wins; a handler that answers nothing lets the next one answer).
 */
export interface MockOperation<Named extends Answers = Answers> {
  readonly method: ApiMethod;
  readonly path: ApiPath;
  readonly example: ExampleRequest;
  readonly answers: Named & ReturnType<typeof failureAnswers> & { readonly success: readonly HttpHandler[] };
}

/** The calls of one area (services, ideas ...), by operation. */
export type MockArea = Readonly<Record<string, MockOperation>>;

export interface MockOperationInit<Named extends Answers> extends FailureOptions {
  readonly method: ApiMethod;
  readonly path: ApiPath;
  readonly example: ExampleRequest;
  readonly success: HttpHandler;
  /** The call's other successful answers (empty, one of a kind ...), by name. */
  readonly variants?: Named;
}

/** A call with its success, its own variants and every documented failure; `slow` is the success after a wait. */
export const mockOperation = <Named extends Answers = Record<never, never>>(init: MockOperationInit<Named>): MockOperation<Named> => {
  const failures = failureAnswers(init.method, init.path, init);
  const success = [init.success];
  return {
    method: init.method,
    path: init.path,
    example: init.example,
    answers: { ...(init.variants ?? ({} as Named)), ...failures, success, slow: [...failures.slow, ...success] },
  };
};

/** Every area's default answers, for a server that answers a whole screen. */
export const successHandlers = (...areas: readonly MockArea[]): HttpHandler[] =>
  areas.flatMap((area) => Object.values(area).flatMap((operation) => [...operation.answers.success]));

/**
 * One handler of a stateful in-memory server, answered by a fresh server on every request: an
 * area's default answers stay the same from one test to the next (a vote in one test is not
 * seen by the next), while a test that wants writes read back uses the server itself.
 */
export const freshEachTime = (method: ApiMethod, path: ApiPath, handlerOfNewServer: () => HttpHandler): HttpHandler =>
  http[method](handlerPattern(path), ({ request }) => getResponse([handlerOfNewServer()], request));

import { http, type HttpHandler } from "msw";
import { handlerPattern, type ApiMethod, type ApiPath } from "./api-http";

/**
 * Holds a call until the test calls `release()`, then lets the call's usual answer through: for
 * a test that looks at the loading state, then at what arrives.
 */
export const heldAnswer = (method: ApiMethod, path: ApiPath): { readonly handler: HttpHandler; readonly release: () => void } => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: http[method](handlerPattern(path), async () => {
      await released;
    }),
    release: () => release(),
  };
};

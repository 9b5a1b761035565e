import type { Container } from "inversify";
import { everyToken } from "./areas/tokens";

/**
 * Stops the start when a key has no binding, naming every such key. Without it a forgotten
 * binding surfaces only when the first request that needs it arrives (a 500 in production, for
 * one call only), or not at all in tests that never reach it.
 */
export const requireEveryBinding = (container: Pick<Container, "isBound">, keys: Readonly<Record<string, symbol>> = everyToken): void => {
  const missing = Object.entries(keys)
    .filter(([, key]) => !container.isBound(key))
    .map(([name, key]) => `${name} (${key.description ?? "unnamed"})`);
  if (missing.length > 0) {
    throw new Error(
      `The server cannot start: nothing is bound to ${missing.join(", ")}. Bind each in its area's bindings (api/src/areas/<area>/bindings.ts) or api/src/container.ts.`,
    );
  }
};

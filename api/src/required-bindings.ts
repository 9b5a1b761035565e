import type { Container } from "inversify";
import { ownDataTokens } from "./own-data-bindings";
import { tokens } from "./tokens";

/** Every key the composition root must fill: the shared ones and those an area keeps with its bindings. */
const requiredKeys: Readonly<Record<string, symbol>> = { ...tokens, ...ownDataTokens };

/**
 * Stops the start when a key has no binding, naming every such key. Without it a forgotten
 * binding surfaces only when the first request that needs it arrives (a 500 in production, for
 * one call only), or not at all in tests that never reach it.
 */
export const requireEveryBinding = (container: Pick<Container, "isBound">, keys: Readonly<Record<string, symbol>> = requiredKeys): void => {
  const missing = Object.entries(keys)
    .filter(([, key]) => !container.isBound(key))
    .map(([name, key]) => `${name} (${key.description ?? "unnamed"})`);
  if (missing.length > 0) {
    throw new Error(
      `The server cannot start: nothing is bound to ${missing.join(", ")}. Bind each in api/src/container.ts or its area's *-bindings.ts file.`,
    );
  }
};

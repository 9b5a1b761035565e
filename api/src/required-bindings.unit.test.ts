import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createContainer } from "./container";
import { createLogger } from "./http/logger";
import { ownDataTokens } from "./areas/own-data/tokens";
import { requireEveryBinding } from "./required-bindings";
import { type Database } from "./tokens";
import { servicesTokens } from "./areas/services/tokens";

/** The real composition root; nothing is resolved, so no database is reached. */
const container = () =>
  createContainer({ config: loadConfig({ NODE_ENV: "test" }), database: {} as Database, logger: createLogger("silent") });

describe("the start-up check of the bindings", () => {
  it("finds every key of the composition root bound", () => {
    expect(() => requireEveryBinding(container())).not.toThrow();
  });

  it("stops the start when a binding is missing, naming the key", async () => {
    const missingOne = container();
    missingOne.unbind(servicesTokens.getTask);
    await expect(buildApp(missingOne)).rejects.toThrow(
      "The server cannot start: nothing is bound to getTask (GetTask). Bind each in its area's bindings (api/src/areas/<area>/bindings.ts) or api/src/container.ts.",
    );
  });

  it("names every missing key at once, an area's own keys included", async () => {
    const missingTwo = container();
    missingTwo.unbind(servicesTokens.catalog);
    missingTwo.unbind(ownDataTokens.exportOwnData);
    await expect(buildApp(missingTwo)).rejects.toThrow("nothing is bound to catalog (Catalog), exportOwnData (ExportOwnData).");
  });
});

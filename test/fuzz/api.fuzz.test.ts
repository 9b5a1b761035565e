import { apiHandlers } from "@kominote/api/areas/handlers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOpenApiDocument, OpenApiValidator } from "@kominote/openapi/validator";
import { problemWith } from "./check-answer";
import { fuzzSettings, operationSeed } from "./fuzz-settings";
import { createFuzzWorld, type FuzzWorld } from "./fuzz-world";
import { operationsOf } from "./operations";
import { injectOptionsOf, requestArbitrary } from "./request-input";
import { injectRequest, socketRequest } from "./send-request";

/**
 * Every operation of the OpenAPI document is sent generated requests (decision 0021) through the
 * real application as a visitor, a member and a moderator; each answer must be one the document
 * promises, never a server failure. A failure prints the command that replays it.
 */

const document = loadOpenApiDocument();
const validator = new OpenApiValidator(document);
const deref = validator.deref.bind(validator);
const settings = fuzzSettings();
const operations = operationsOf(document).filter((operation) => settings.operation === undefined || operation.operationId === settings.operation);

let world: FuzzWorld;
let implemented: ReadonlySet<string>;
let requests = 0;
const statuses = new Map<string, number>();

beforeAll(async () => {
  world = await createFuzzWorld(validator);
  implemented = new Set(Object.keys(apiHandlers(world.testApp.container)));
});

afterAll(async () => {
  if (process.env.FUZZ_STATS === "1") console.log([...statuses].map(([key, count]) => `${key}: ${count}`).join("\n"));
  await world?.close();
});

/** A documentation address per request (RFC 5737 and 198.18/15): no per-address limit hides what the call itself answers. */
const addressOf = (index: number): string => `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`;

const shown = (text: string): string => (text.length > 600 ? `${text.slice(0, 600)}... (${text.length} characters)` : text);

describe("every operation answers generated requests as the document says", () => {
  it("covers every operation of the document", () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))("%s", async (operationId, operation) => {
    let cast = await world.freshCast();
    // Signing out ends the session the next runs would send: each of its runs gets sessions of its own.
    const endsSessions = operation.path.endsWith("/logout");
    const seed = operationSeed(settings.seed, operationId);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(operation, cast.pools, deref), async (input) => {
        requests += 1;
        if (endsSessions) cast = await world.freshSessions(cast);
        const options = await injectOptionsOf(operation, input, cast, addressOf(requests));
        const answer = operation.streams ? await socketRequest(await world.origin(), options) : await injectRequest(world.testApp.app, options);
        if (process.env.FUZZ_STATS === "1") statuses.set(`${operationId} ${answer.status}`, (statuses.get(`${operationId} ${answer.status}`) ?? 0) + 1);
        const problem = problemWith(validator, operation, implemented.has(operationId), answer);
        if (problem !== undefined) {
          const payload = typeof options.payload === "string" ? options.payload : options.payload === undefined ? "" : `<${String((options.payload as Buffer).length)} bytes>`;
          throw new Error(
            [
              `${operation.method.toUpperCase()} ${operation.path} (${operationId}) ${problem}`,
              `replay: FUZZ_SEED=${settings.seed} FUZZ_OPERATION=${operationId} npm run test:fuzz`,
              `request: ${options.method} ${input.url} as ${input.role}`,
              `headers: ${JSON.stringify(options.headers)}`,
              `body: ${shown(JSON.stringify(input.body))}`,
              `sent: ${shown(payload)}`,
              `answer: ${shown(answer.body)}`,
            ].join("\n"),
          );
        }
      }),
      { seed, numRuns: settings.runs, endOnFailure: true },
    );
  });
});

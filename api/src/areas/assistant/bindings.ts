import { EmbeddedAssistant } from "@kominote/adapters/assistant/embedded-assistant";
import { KnexKnowledgeSource } from "@kominote/adapters/assistant/knex-knowledge-source";
import { OpenAiCompatibleAssistant } from "@kominote/adapters/assistant/openai-compatible-assistant";
import { makeAskAssistant } from "@kominote/core/use-cases/ask-assistant";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import type { AppConfig } from "../../config";
import { resolve, tokens, type Database } from "../../tokens";
import { pointsTokens } from "../points/tokens";
import { assistantTokens } from "./tokens";

/**
 * The assistant (decision 0026): retrieval over the platform's content always runs here; the
 * answer is written by the model at AI_BASE_URL when one is configured, else by the embedded
 * assistant from the passages alone. Needs the points area (a member's own progress).
 */
export const bindAssistant = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(assistantTokens.knowledgeSource).toConstantValue(new KnexKnowledgeSource(database));
  container
    .bind(assistantTokens.assistant)
    .toConstantValue(
      config.AI_BASE_URL === undefined
        ? new EmbeddedAssistant()
        : new OpenAiCompatibleAssistant({
            baseUrl: config.AI_BASE_URL,
            model: config.AI_MODEL,
            timeoutMs: config.AI_TIMEOUT_MS,
            ...(config.AI_API_KEY === undefined ? {} : { apiKey: config.AI_API_KEY }),
          }),
    );
  container.bind(assistantTokens.askAssistant).toDynamicValue((ctx) =>
    makeAskAssistant({
      knowledge: resolve(ctx, assistantTokens.knowledgeSource),
      assistant: resolve(ctx, assistantTokens.assistant),
      standings: resolve(ctx, pointsTokens.pointsStandings),
      clock: resolve(ctx, tokens.clock),
      onIndexBuilt: (built) => logger.info(built, "assistant index built"),
    }),
  );
};

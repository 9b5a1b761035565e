import { KnexTransactions } from "@kominote/adapters/db/transactions";
import { systemClock } from "@kominote/adapters/system/system-clock";
import type { FastifyBaseLogger } from "fastify";
import { Container } from "inversify";
import { bindAccounts } from "./areas/accounts/bindings";
import { bindAgencies } from "./areas/agencies/bindings";
import { bindConnectionPoints } from "./areas/connection-points/bindings";
import { bindOpenData } from "./areas/open-data/bindings";
import { bindPlaces } from "./areas/places/bindings";
import { bindRegistration } from "./areas/accounts/registration-bindings";
import { bindContributions } from "./areas/contributions/bindings";
import { bindExchangeRates } from "./areas/exchange-rates/bindings";
import { bindForums } from "./areas/forums/bindings";
import { bindIdeas } from "./areas/ideas/bindings";
import { bindInvitations } from "./areas/invitations/bindings";
import { bindLeaderboard } from "./areas/leaderboard/bindings";
import { bindModeration } from "./areas/moderation/bindings";
import { bindNotifications } from "./areas/notifications/bindings";
import { bindOwnData } from "./areas/own-data/bindings";
import { bindAssistant } from "./areas/assistant/bindings";
import { bindPoints } from "./areas/points/bindings";
import { bindSafePlaces } from "./areas/safe-places/bindings";
import { bindServices } from "./areas/services/bindings";
import { bindSystem } from "./areas/system/bindings";
import { bindInstances } from "./areas/instances/bindings";
import { bindVoice } from "./areas/voice/bindings";
import type { AppConfig } from "./config";
import { tokens, type Database } from "./tokens";
import { bindLiveActivity } from "./areas/live-activity/bindings";
import { bindLiveMeeting } from "./areas/live-meeting/bindings";

/**
 * The composition root: the shared keys, then each area's bindings (api/src/areas/<area>/bindings.ts),
 * which say which adapter fills each port and build each use case with its ports.
 * Plain factories, no decorators; every binding is a singleton for the life of the process.
 */
export const createContainer = ({
  config,
  database: pool,
  logger,
}: {
  config: AppConfig;
  database: Database;
  logger: FastifyBaseLogger;
}): Container => {
  const container = new Container({ defaultScope: "Singleton" });
  // Every repository holds the scoped handle: inside a unit of work its queries join that unit's transaction.
  const transactions = new KnexTransactions(pool);
  const database = transactions.scoped();
  container.bind(tokens.transactions).toConstantValue(transactions);
  container.bind(tokens.config).toConstantValue(config);
  container.bind(tokens.database).toConstantValue(database);
  container.bind(tokens.logger).toConstantValue(logger);
  container.bind(tokens.clock).toConstantValue(systemClock);

  bindSystem(container, config, logger);
  bindInstances(container, config, pool, logger);
  bindServices(container, database, transactions);
  bindAccounts(container, config, database, logger);
  bindRegistration(container, config, database, logger);
  bindNotifications(container, database, logger);
  bindPoints(container, database, logger);
  bindAgencies(container, database);
  bindSafePlaces(container, database);
  bindConnectionPoints(container, database);
  bindPlaces(container, database);
  bindOpenData(container, database);
  bindModeration(container, database);
  bindContributions(container, database);
  bindLeaderboard(container, database, logger);
  bindIdeas(container, database);
  bindInvitations(container, database);
  bindForums(container, database, logger);
  bindExchangeRates(container, database);
  bindOwnData(container, database);
  bindAssistant(container, config, database, logger);
  bindVoice(container, config, logger);
  bindLiveActivity(container, database, logger);
  bindLiveMeeting(container, config, database, logger);
  return container;
};

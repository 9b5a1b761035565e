import { CachedSessionStore } from "@kominote/adapters/accounts/cached-session-store";
import { CachedUserRepository } from "@kominote/adapters/accounts/cached-user-repository";
import { HmacSecretHasher } from "@kominote/adapters/accounts/hmac-secret-hasher";
import { KnexLoginCodeStore } from "@kominote/adapters/accounts/knex-login-code-store";
import { KnexSessionStore } from "@kominote/adapters/accounts/knex-session-store";
import { KnexUserRepository } from "@kominote/adapters/accounts/knex-user-repository";
import { ScryptPasswordHasher } from "@kominote/adapters/accounts/scrypt-password-hasher";
import { loadServerSecret } from "@kominote/adapters/accounts/server-secret";
import { messagingFromSettings } from "@kominote/adapters/messaging/messaging-from-settings";
import { formatOutboxMessage } from "@kominote/adapters/messaging/outbox-format";
import { cryptoRandom } from "@kominote/adapters/system/crypto-random";
import { makeEndSession } from "@kominote/core/use-cases/end-session";
import { makeGetCurrentUser } from "@kominote/core/use-cases/get-current-user";
import { makeResolveSession } from "@kominote/core/use-cases/resolve-session";
import { makeSendLoginCode } from "@kominote/core/use-cases/send-login-code";
import { makeStartSession } from "@kominote/core/use-cases/start-session";
import { makeVerifyLoginCode } from "@kominote/core/use-cases/verify-login-code";
import { KnexServiceRepository } from "@kominote/adapters/services/knex-service-repository";
import { KnexTaskRepository } from "@kominote/adapters/services/knex-task-repository";
import { CachedCatalog } from "@kominote/adapters/services/cached-catalog";
import { systemClock } from "@kominote/adapters/system/system-clock";
import { translatorFromSettings } from "@kominote/adapters/translation/chain-translator";
import { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import { KnexTransactions } from "@kominote/adapters/db/transactions";
import { Container } from "inversify";
import { bindLive } from "./live-bindings";
import { bindInvitations } from "./invitations-bindings";
import { bindContributions } from "./contributions-bindings";
import { bindIdeas } from "./ideas-bindings";
import { bindRegistration } from "./registration-bindings";
import { bindReview } from "./review-bindings";
import { bindLeaderboard } from "./leaderboard-bindings";
import { bindForums } from "./forums-bindings";
import { bindExchangeRates } from "./exchange-rates-bindings";
import { bindOwnData } from "./own-data-bindings";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import { codeSendingOf, resolve, tokens, type Database } from "./tokens";

/**
 * How long the public catalogue (services, tasks and their counts) is served from memory. Counts
 * may lag by this much for other visitors; the writes that change them go through the cache's
 * `seeing`, so the cache forgets at once (and again at their commit).
 */
const catalogCacheMs = 5_000;

/**
 * How long a session and the current member are served from memory. Sign-out and a member's own
 * edits take effect at once (they go through the caches); a role granted by another process
 * (the admin command) is seen within this time.
 */
const accountCacheMs = 5_000;

/**
 * The composition root: which adapter fills each port, and each use case with its ports.
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
  container.bind(tokens.catalog).toDynamicValue(
    (ctx) =>
      new CachedCatalog(
        new KnexServiceRepository(resolve(ctx, tokens.database)),
        new KnexTaskRepository(resolve(ctx, tokens.database)),
        resolve(ctx, tokens.clock),
        catalogCacheMs,
        (forget) => transactions.afterCommit(forget),
      ),
  );
  container.bind(tokens.serviceRepository).toDynamicValue((ctx) => resolve(ctx, tokens.catalog));
  container.bind(tokens.taskRepository).toDynamicValue((ctx) => resolve(ctx, tokens.catalog));
  container.bind(tokens.translator).toDynamicValue(() =>
    translatorFromSettings(config, (reason) => logger.warn({ reason }, "translation service gave no translation")),
  );

  bindAccounts(container, config, database, logger);
  bindRegistration(container, config, database, logger);
  bindLive(container, database, logger);
  bindReview(container, database);
  bindContributions(container, database);
  bindLeaderboard(container, database, logger);
  bindIdeas(container, database);
  bindInvitations(container, database);
  bindForums(container, database, logger);
  bindExchangeRates(container, database);
  bindOwnData(container, database);

  container.bind(tokens.listPublicServices).toDynamicValue((ctx) =>
    makeListPublicServices({ services: resolve(ctx, tokens.serviceRepository) }),
  );
  container.bind(tokens.translateText).toDynamicValue((ctx) =>
    makeTranslateText({
      translator: resolve(ctx, tokens.translator),
      onTranslatorFailure: (cause) => logger.warn({ err: cause }, "translation failed; the original text was shown"),
    }),
  );
  return container;
};

/** Members, sign-in codes, sessions, and the mail and text-message channels that carry codes. */
const bindAccounts = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(tokens.random).toConstantValue(cryptoRandom);
  container.bind(tokens.secretHasher).toDynamicValue(
    () => new HmacSecretHasher(loadServerSecret({ secret: config.SESSION_SECRET, dataDir: config.DATA_DIR })),
  );
  container.bind(tokens.passwordHasher).toDynamicValue(() => new ScryptPasswordHasher());
  container.bind(tokens.userRepository).toDynamicValue(
    (ctx) => new CachedUserRepository(new KnexUserRepository(database), resolve(ctx, tokens.clock), accountCacheMs),
  );
  container.bind(tokens.sessionStore).toDynamicValue(
    (ctx) =>
      new CachedSessionStore(new KnexSessionStore(database, resolve(ctx, tokens.secretHasher)), resolve(ctx, tokens.clock), accountCacheMs),
  );
  container.bind(tokens.loginCodeStore).toDynamicValue(() => new KnexLoginCodeStore(database));
  // Chosen now, not on first use, so a half-configured SMS gateway stops the start, not a sign-in.
  // The outbox prints each message in full: it is the local development channel (DECISIONS 7).
  const messaging = messagingFromSettings(config, database, (message) =>
    logger.info(
      { outbox: { id: message.id, channel: message.channel, to: message.to } },
      `message kept in the outbox (npm run outbox lists them)\n${formatOutboxMessage(message)}`,
    ),
  );
  container.bind(tokens.mailer).toConstantValue(messaging.mailer);
  container.bind(tokens.sms).toConstantValue(messaging.sms);

  container.bind(tokens.startSession).toDynamicValue((ctx) =>
    makeStartSession({ sessions: resolve(ctx, tokens.sessionStore), random: resolve(ctx, tokens.random), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(tokens.resolveSession).toDynamicValue((ctx) =>
    makeResolveSession({ sessions: resolve(ctx, tokens.sessionStore), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(tokens.endSession).toDynamicValue((ctx) => makeEndSession({ sessions: resolve(ctx, tokens.sessionStore) }));
  container.bind(tokens.sendLoginCode).toDynamicValue((ctx) => makeSendLoginCode(codeSendingOf(ctx)));
  container.bind(tokens.verifyLoginCode).toDynamicValue((ctx) =>
    makeVerifyLoginCode({
      users: resolve(ctx, tokens.userRepository),
      codes: resolve(ctx, tokens.loginCodeStore),
      hasher: resolve(ctx, tokens.secretHasher),
      clock: resolve(ctx, tokens.clock),
      startSession: resolve(ctx, tokens.startSession),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.getCurrentUser).toDynamicValue((ctx) =>
    makeGetCurrentUser({ users: resolve(ctx, tokens.userRepository) }),
  );
};

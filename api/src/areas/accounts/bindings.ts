import { CachedSessionStore } from "@kominote/adapters/accounts/cached-session-store";
import { DeferredSessionTouches } from "@kominote/adapters/accounts/deferred-session-touches";
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
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import type { AppConfig } from "../../config";
import { resolve, tokens, type Database } from "../../tokens";
import { codeSendingOf } from "./code-sending";
import { accountsTokens } from "./tokens";

/**
 * How long a session and the current member are served from memory. Sign-out and a member's own
 * edits take effect at once (they go through the caches); a role granted by another process
 * (the admin command) is seen within this time.
 */
const accountCacheMs = 5_000;
/** How long a member's activity time waits to be written with the others noted meanwhile. */
const sessionTouchBatchMs = 1_000;

/** Members, sign-in codes, sessions, and the mail and text-message channels that carry codes. */
export const bindAccounts = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(accountsTokens.random).toConstantValue(cryptoRandom);
  container.bind(accountsTokens.secretHasher).toDynamicValue(
    () => new HmacSecretHasher(loadServerSecret({ secret: config.SESSION_SECRET, dataDir: config.DATA_DIR })),
  );
  container.bind(accountsTokens.passwordHasher).toDynamicValue(() => new ScryptPasswordHasher());
  container.bind(accountsTokens.userRepository).toDynamicValue(
    (ctx) => new CachedUserRepository(new KnexUserRepository(database), resolve(ctx, tokens.clock), accountCacheMs),
  );
  container.bind(accountsTokens.sessionTouches).toDynamicValue(
    (ctx) =>
      new DeferredSessionTouches(new KnexSessionStore(database, resolve(ctx, accountsTokens.secretHasher)), sessionTouchBatchMs, (cause) =>
        logger.warn({ err: cause }, "sessions' activity times were not written"),
      ),
  );
  container.bind(accountsTokens.sessionStore).toDynamicValue(
    (ctx) => new CachedSessionStore(resolve(ctx, accountsTokens.sessionTouches), resolve(ctx, tokens.clock), accountCacheMs),
  );
  container.bind(accountsTokens.loginCodeStore).toDynamicValue(() => new KnexLoginCodeStore(database));
  // Chosen now, not on first use, so a half-configured SMS gateway stops the start, not a sign-in.
  // The outbox prints each message in full: it is the local development channel (DECISIONS 7).
  const messaging = messagingFromSettings(config, database, (message) =>
    logger.info(
      { outbox: { id: message.id, channel: message.channel, to: message.to } },
      `message kept in the outbox (npm run outbox lists them)\n${formatOutboxMessage(message)}`,
    ),
  );
  container.bind(accountsTokens.mailer).toConstantValue(messaging.mailer);
  container.bind(accountsTokens.sms).toConstantValue(messaging.sms);

  container.bind(accountsTokens.startSession).toDynamicValue((ctx) =>
    makeStartSession({ sessions: resolve(ctx, accountsTokens.sessionStore), random: resolve(ctx, accountsTokens.random), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(accountsTokens.resolveSession).toDynamicValue((ctx) =>
    makeResolveSession({ sessions: resolve(ctx, accountsTokens.sessionStore), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(accountsTokens.endSession).toDynamicValue((ctx) => makeEndSession({ sessions: resolve(ctx, accountsTokens.sessionStore) }));
  container.bind(accountsTokens.sendLoginCode).toDynamicValue((ctx) => makeSendLoginCode(codeSendingOf(ctx)));
  container.bind(accountsTokens.verifyLoginCode).toDynamicValue((ctx) =>
    makeVerifyLoginCode({
      users: resolve(ctx, accountsTokens.userRepository),
      codes: resolve(ctx, accountsTokens.loginCodeStore),
      hasher: resolve(ctx, accountsTokens.secretHasher),
      clock: resolve(ctx, tokens.clock),
      startSession: resolve(ctx, accountsTokens.startSession),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(accountsTokens.getCurrentUser).toDynamicValue((ctx) =>
    makeGetCurrentUser({ users: resolve(ctx, accountsTokens.userRepository) }),
  );
};

import { join } from "node:path";
import { SharpImageProcessor } from "@kominote/adapters/images/sharp-image-processor";
import { KnexEmailVerificationStore } from "@kominote/adapters/accounts/knex-email-verification-store";
import { KnexMemberDirectory } from "@kominote/adapters/accounts/knex-member-directory";
import { LocalFileStorage } from "@kominote/adapters/storage/local-file-storage";
import { makeChangeProfilePhoto } from "@kominote/core/use-cases/change-profile-photo";
import { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import { makeRegisterUser } from "@kominote/core/use-cases/register-user";
import { makeResendEmailVerification } from "@kominote/core/use-cases/resend-email-verification";
import { makeSendEmailVerificationLink } from "@kominote/core/use-cases/send-email-verification-link";
import { makeStoreProfilePhoto } from "@kominote/core/use-cases/store-profile-photo";
import { makeUpdateProfile } from "@kominote/core/use-cases/update-profile";
import { makeVerifyEmail } from "@kominote/core/use-cases/verify-email";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import type { AppConfig } from "./config";
import { resolve, tokens, type Database } from "./tokens";

/** Where uploaded files live when no outside storage is configured (DECISIONS 7). */
export const uploadsFolder = (config: Pick<AppConfig, "DATA_DIR">): string => join(config.DATA_DIR, "uploads");

/**
 * Registration, e-mail confirmation, profile and roles, with the photo pipeline they share.
 * Needs the account bindings (members, passwords, mail, random, clock) to be in place.
 */
export const bindRegistration = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(tokens.imageProcessor).toConstantValue(new SharpImageProcessor());
  container.bind(tokens.fileStorage).toConstantValue(new LocalFileStorage(uploadsFolder(config)));
  container.bind(tokens.emailVerificationStore).toConstantValue(new KnexEmailVerificationStore(database));

  const storePhoto = (ctx: Pick<Container, "get">) =>
    makeStoreProfilePhoto({
      images: resolve(ctx, tokens.imageProcessor),
      storage: resolve(ctx, tokens.fileStorage),
      random: resolve(ctx, tokens.random),
      unitOfWork: resolve(ctx, tokens.transactions),
    });
  const sendVerificationLink = (ctx: Pick<Container, "get">) =>
    makeSendEmailVerificationLink({
      verifications: resolve(ctx, tokens.emailVerificationStore),
      mailer: resolve(ctx, tokens.mailer),
      random: resolve(ctx, tokens.random),
      clock: resolve(ctx, tokens.clock),
      onMailFailure: (cause) => logger.error({ err: cause }, "the e-mail confirmation link could not be sent"),
      unitOfWork: resolve(ctx, tokens.transactions),
    });

  container.bind(tokens.registerUser).toDynamicValue((ctx) =>
    makeRegisterUser({
      // A new member counts in their service's figures in the catalogue.
      users: resolve(ctx, tokens.catalog).seeing(resolve(ctx, tokens.userRepository), ["create"]),
      services: resolve(ctx, tokens.serviceRepository),
      passwords: resolve(ctx, tokens.passwordHasher),
      storePhoto: storePhoto(ctx),
      sendVerificationLink: sendVerificationLink(ctx),
      clock: resolve(ctx, tokens.clock),
      acceptInvitation: resolve(ctx, tokens.acceptInvitation),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.verifyEmail).toDynamicValue((ctx) =>
    makeVerifyEmail({
      verifications: resolve(ctx, tokens.emailVerificationStore),
      users: resolve(ctx, tokens.userRepository),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.resendEmailVerification).toDynamicValue((ctx) =>
    makeResendEmailVerification({
      users: resolve(ctx, tokens.userRepository),
      verifications: resolve(ctx, tokens.emailVerificationStore),
      sendVerificationLink: sendVerificationLink(ctx),
      clock: resolve(ctx, tokens.clock),
    }),
  );
  container.bind(tokens.updateProfile).toDynamicValue((ctx) =>
    makeUpdateProfile({
      users: resolve(ctx, tokens.userRepository),
      verifications: resolve(ctx, tokens.emailVerificationStore),
      changePhoto: makeChangeProfilePhoto({ users: resolve(ctx, tokens.userRepository), storePhoto: storePhoto(ctx) }),
      sendVerificationLink: sendVerificationLink(ctx),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(tokens.grantRole).toDynamicValue((ctx) =>
    makeGrantRole({ users: resolve(ctx, tokens.userRepository), directory: new KnexMemberDirectory(database) }),
  );
};

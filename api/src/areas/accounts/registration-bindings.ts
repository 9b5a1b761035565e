import { KnexEmailVerificationStore } from "@kominote/adapters/accounts/knex-email-verification-store";
import { KnexMemberDirectory } from "@kominote/adapters/accounts/knex-member-directory";
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
import type { AppConfig } from "../../config";
import { resolve, tokens, type Database } from "../../tokens";
import { accountsTokens } from "./tokens";
import { invitationsTokens } from "../invitations/tokens";
import { servicesTokens } from "../services/tokens";
import { systemTokens } from "../system/tokens";

/**
 * Registration, e-mail confirmation, profile and roles, with the photo pipeline they share.
 * Needs the account bindings (members, passwords, mail, random, clock) to be in place.
 */
export const bindRegistration = (container: Container, config: AppConfig, database: Database, logger: FastifyBaseLogger): void => {
  container.bind(accountsTokens.emailVerificationStore).toConstantValue(new KnexEmailVerificationStore(database));

  const storePhoto = (ctx: Pick<Container, "get">) =>
    makeStoreProfilePhoto({
      images: resolve(ctx, systemTokens.imageProcessor),
      storage: resolve(ctx, systemTokens.fileStorage),
      random: resolve(ctx, accountsTokens.random),
      unitOfWork: resolve(ctx, tokens.transactions),
    });
  const sendVerificationLink = (ctx: Pick<Container, "get">) =>
    makeSendEmailVerificationLink({
      verifications: resolve(ctx, accountsTokens.emailVerificationStore),
      mailer: resolve(ctx, accountsTokens.mailer),
      random: resolve(ctx, accountsTokens.random),
      clock: resolve(ctx, tokens.clock),
      onMailFailure: (cause) => logger.error({ err: cause }, "the e-mail confirmation link could not be sent"),
      unitOfWork: resolve(ctx, tokens.transactions),
    });

  container.bind(accountsTokens.registerUser).toDynamicValue((ctx) =>
    makeRegisterUser({
      // A new member counts in their service's figures in the catalogue.
      users: resolve(ctx, servicesTokens.catalog).seeing(resolve(ctx, accountsTokens.userRepository), ["create"]),
      services: resolve(ctx, servicesTokens.serviceRepository),
      passwords: resolve(ctx, accountsTokens.passwordHasher),
      storePhoto: storePhoto(ctx),
      sendVerificationLink: sendVerificationLink(ctx),
      clock: resolve(ctx, tokens.clock),
      acceptInvitation: resolve(ctx, invitationsTokens.acceptInvitation),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(accountsTokens.verifyEmail).toDynamicValue((ctx) =>
    makeVerifyEmail({
      verifications: resolve(ctx, accountsTokens.emailVerificationStore),
      users: resolve(ctx, accountsTokens.userRepository),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(accountsTokens.resendEmailVerification).toDynamicValue((ctx) =>
    makeResendEmailVerification({
      users: resolve(ctx, accountsTokens.userRepository),
      verifications: resolve(ctx, accountsTokens.emailVerificationStore),
      sendVerificationLink: sendVerificationLink(ctx),
      clock: resolve(ctx, tokens.clock),
    }),
  );
  container.bind(accountsTokens.updateProfile).toDynamicValue((ctx) =>
    makeUpdateProfile({
      users: resolve(ctx, accountsTokens.userRepository),
      verifications: resolve(ctx, accountsTokens.emailVerificationStore),
      changePhoto: makeChangeProfilePhoto({ users: resolve(ctx, accountsTokens.userRepository), storePhoto: storePhoto(ctx) }),
      sendVerificationLink: sendVerificationLink(ctx),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
  container.bind(accountsTokens.grantRole).toDynamicValue((ctx) =>
    makeGrantRole({ users: resolve(ctx, accountsTokens.userRepository), directory: new KnexMemberDirectory(database) }),
  );
};

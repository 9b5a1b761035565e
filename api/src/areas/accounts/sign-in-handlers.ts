import { apiRoute } from "@kominote/core/contract/index";
import type { Language } from "@kominote/core/i18n/languages";
import { pathForLocation } from "@kominote/core/rules/auth-return";
import { normalizeLoginContact, type LoginChannel } from "@kominote/core/rules/login-code-policy";
import { toPublicUser } from "@kominote/core/rules/public-user";
import { Effect } from "effect";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Container } from "inversify";
import type { AppConfig } from "../../config";
import { translate } from "../../http/messages";
import { runUseCase } from "../../http/run-use-case";
import { makeReplaceSession, makeSignOut } from "../../http/session";
import { isSameSiteNavigation } from "../../http/session-navigation";
import { resolve, resolveEach, tokens } from "../../tokens";
import { accountsTokens } from "./tokens";
import { answer, handle, type HandlerMap } from "../../http/handler";

/**
 * The site's own address for links in messages. Taken from configuration, never from the request's
 * Host header, which anyone can set to put their own link in a message we send.
 */
export const publicOriginOf = (config: Pick<AppConfig, "PUBLIC_ORIGIN" | "HOST" | "PORT">): string =>
  config.PUBLIC_ORIGIN ?? `http://${config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST}:${config.PORT}`;

export const signInHandlers = (container: Container): HandlerMap => {
  const config = resolve(container, tokens.config);
  const { sendLoginCode, verifyLoginCode, getCurrentUser, endSession, resendEmailVerification } =
    resolveEach(container, accountsTokens, ["sendLoginCode", "verifyLoginCode", "getCurrentUser", "endSession", "resendEmailVerification"]);
  const origin = publicOriginOf(config);
  const registerUrl = `${origin}/register`;

  const sendCode = (channel: LoginChannel, contact: string, language: Language, reply: FastifyReply) =>
    runUseCase(
      sendLoginCode({ channel, contact, language, registerUrl }).pipe(
        Effect.map(({ resendAfterSeconds }) => ({
          message: translate(language, "auth.codeRequest.sent", { contact: normalizeLoginContact(channel, contact) }),
          resendAfterSeconds,
        })),
      ),
      reply,
    );

  const signOut = makeSignOut(endSession, config);
  const replaceSession = makeReplaceSession(endSession, config);

  const verifyCode = (channel: LoginChannel, contact: string, code: string, request: FastifyRequest, reply: FastifyReply) =>
    runUseCase(
      verifyLoginCode({ channel, contact, code }).pipe(
        Effect.flatMap((signedIn) =>
          Effect.promise(async () => {
            // A new session at every sign-in: whatever token the browser held before is revoked.
            await replaceSession(request, reply, signedIn);
            return toPublicUser(signedIn.user);
          }),
        ),
      ),
      reply,
    );

  return {
    ...handle(apiRoute("sendEmailCode"), ({ body, language }, reply) => sendCode("email", body.email, language, reply)),
    ...handle(apiRoute("sendPhoneCode"), ({ body, language }, reply) =>
      sendCode("phone", body.phoneNumber, language, reply),
    ),
    ...handle(apiRoute("verifyEmailLogin"), ({ body, request }, reply) =>
      verifyCode("email", body.email, body.code, request, reply),
    ),
    ...handle(apiRoute("verifyPhoneLogin"), ({ body, request }, reply) =>
      verifyCode("phone", body.phoneNumber, body.code, request, reply),
    ),
    // The route is for members only: the access check has already refused anyone signed out.
    ...answer(apiRoute("getCurrentUser"), ({ member }) => getCurrentUser(member.id)),
    ...handle(apiRoute("resendEmailVerification"), ({ language, member }, reply) =>
      // A member route: the access check has already refused anyone signed out.
      runUseCase(
        resendEmailVerification({ userId: member.id, language, origin }).pipe(
          Effect.map(({ sent, alreadyVerified, messageKey, params }) => ({ sent, alreadyVerified, message: translate(language, messageKey, params) })),
        ),
        reply,
      ),
    ),
    ...handle(apiRoute("loginNavigation"), async ({ query, member }, reply) => {
      if (member !== null) return reply.redirect(pathForLocation(query.returnTo ?? "/"), 302);
      const back = query.returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(query.returnTo)}`;
      return reply.redirect(`/konekte${back}`, 302);
    }),
    ...handle(apiRoute("logoutNavigation"), async ({ request }, reply) => {
      // A link on another site must not sign anyone out: only our own pages (or a typed address) may.
      if (isSameSiteNavigation(request, config.PUBLIC_ORIGIN)) await signOut(request, reply);
      return reply.redirect("/", 302);
    }),
    ...handle(apiRoute("logout"), async ({ request }, reply) => {
      await signOut(request, reply);
      return reply.code(204).send();
    }),
  };
};

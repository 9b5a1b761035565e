import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { translate } from "../../http/messages";
import { runUseCase } from "../../http/run-use-case";
import { sessionTokenOf, setSessionCookie } from "../../http/session-cookie";
import { resolve, resolveEach, tokens } from "../../tokens";
import { accountsTokens } from "./tokens";
import { contributionsTokens } from "../contributions/tokens";
import { servicesTokens } from "../services/tokens";
import { publicOriginOf } from "./sign-in-handlers";
import { handle, type HandlerMap } from "../../http/handler";

/** Registration, e-mail confirmation, and the member's own profile, main service and contribution lists. */
export const memberHandlers = (container: Container): HandlerMap => {
  const config = resolve(container, tokens.config);
  const { registerUser, startSession, endSession, verifyEmail, updateProfile } =
    resolveEach(container, accountsTokens, ["registerUser", "startSession", "endSession", "verifyEmail", "updateProfile"]);
  const joinService = resolve(container, servicesTokens.joinService);
  const { listUserContributions, listUserTaskContributions } =
    resolveEach(container, contributionsTokens, ["listUserContributions", "listUserTaskContributions"]);
  const origin = publicOriginOf(config);

  return {
    ...handle(apiRoute("registerUser"), ({ body, language, request }, reply) =>
      runUseCase(
        registerUser({ body, language, origin }).pipe(
          // The new member is signed in at once, in a fresh session replacing any the browser held.
          Effect.tap((user) =>
            Effect.gen(function* () {
              const previous = sessionTokenOf(request, config);
              if (previous !== null) yield* endSession(previous);
              const session = yield* startSession(user.id);
              setSessionCookie(reply, session.token, config, session.expiresAt);
            }),
          ),
        ),
        reply,
        { status: 201 },
      ),
    ),
    ...handle(apiRoute("verifyEmail"), ({ query, language }, reply) =>
      runUseCase(
        verifyEmail(query.token ?? "").pipe(
          Effect.map(({ verified, alreadyVerified, messageKey }) => ({ verified, alreadyVerified, message: translate(language, messageKey) })),
        ),
        reply,
      ),
    ),
    ...handle(apiRoute("updateProfile"), ({ params, body, language, member }, reply) =>
      // A member route: the access check has already refused anyone signed out.
      runUseCase(updateProfile({ userId: params.id, requesterId: member.id, body, language, origin }), reply),
    ),
    ...handle(apiRoute("joinServiceForUser"), ({ params, body, language, member }, reply) =>
      runUseCase(
        joinService({ userId: params.userId, requesterId: member.id, serviceId: body.serviceId, language }),
        reply,
      ),
    ),
    ...handle(apiRoute("listUserContributions"), ({ params, language, member }, reply) =>
      runUseCase(listUserContributions({ userId: params.id, requesterId: member.id, language }), reply),
    ),
    ...handle(apiRoute("listUserTaskContributions"), ({ params, language, member }, reply) =>
      runUseCase(listUserTaskContributions({ userId: params.id, requesterId: member.id, language }), reply),
    ),
  };
};

import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { translate } from "../../http/messages";
import { runUseCase } from "../../http/run-use-case";
import { resolve, resolveEach, tokens } from "../../tokens";
import { invitationsTokens } from "./tokens";
import { publicOriginOf } from "../accounts/sign-in-handlers";
import { handle, type HandlerMap } from "../../http/handler";

/** Inviting friends: the member's own link and figures, sending, the top inviters, and unsubscribing. */
export const invitationHandlers = (container: Container): HandlerMap => {
  const origin = publicOriginOf(resolve(container, tokens.config));
  const {
    generateInviteLink, sendInvitation, getInvitationStats,
    listTopInviters, unsubscribeFromInvitations,
  } = resolveEach(container, invitationsTokens, [
    "generateInviteLink", "sendInvitation", "getInvitationStats",
    "listTopInviters", "unsubscribeFromInvitations",
  ]);

  return {
    // Member routes: the access check has already refused anyone signed out; the member is always the requester.
    ...handle(apiRoute("generateInviteLink"), ({ member }, reply) =>
      runUseCase(generateInviteLink({ userId: member.id, origin }), reply),
    ),
    ...handle(apiRoute("sendInvitation"), ({ body, language, member }, reply) =>
      runUseCase(sendInvitation({ inviterId: member.id, body, language, origin }), reply, { status: 201 }),
    ),
    ...handle(apiRoute("getInvitationStats"), ({ member }, reply) =>
      runUseCase(getInvitationStats({ userId: member.id }), reply),
    ),
    ...handle(apiRoute("listTopInviters"), (_input, reply) => runUseCase(listTopInviters(), reply)),
    ...handle(apiRoute("unsubscribeFromInvitations"), ({ query, language }, reply) =>
      runUseCase(
        unsubscribeFromInvitations(query.token ?? "").pipe(
          Effect.map(({ messageKey }) => ({ message: translate(language, messageKey) })),
        ),
        reply,
      ),
    ),
  };
};

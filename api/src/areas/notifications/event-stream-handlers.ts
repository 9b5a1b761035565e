import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { sessionTokenOf } from "../../http/session-cookie";
import { resolve, tokens } from "../../tokens";
import { accountsTokens } from "../accounts/tokens";
import { notificationsTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * GET /api/events: the Server-Sent Event stream (DECISIONS 9). A member's carries their own events
 * and the public ones; its session is read again as a background request every minute, so the
 * stream ends with the session and never keeps it alive. A visitor's carries the public events
 * only (the live meeting, the activity bar without names: decision 0029).
 */
export const eventStreamHandlers = (container: Container): HandlerMap => {
  const config = resolve(container, tokens.config);
  const resolveSession = resolve(container, accountsTokens.resolveSession);
  const streams = resolve(container, notificationsTokens.eventStreams);

  return handle(apiRoute("streamEvents"), async ({ query, language, member, request }, reply) => {
    const token = sessionTokenOf(request, config);
    if (member === null || token === null) {
      streams.start({ request, reply, userId: null, language: query.language ?? language, stillSignedIn: () => Promise.resolve(true) });
      return reply;
    }
    streams.start({
      request,
      reply,
      userId: member.id,
      language: query.language ?? language,
      stillSignedIn: async () => (await Effect.runPromise(resolveSession({ token, background: true })))?.id === member.id,
    });
    return reply;
  });
};

import { apiRoute } from "@kominote/core/contract/index";
import { Effect } from "effect";
import type { Container } from "inversify";
import { sessionTokenOf } from "../../http/session-cookie";
import { resolve, tokens } from "../../tokens";
import { accountsTokens } from "../accounts/tokens";
import { notificationsTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * GET /api/events: the signed-in member's Server-Sent Event stream (DECISIONS 9). The session is
 * read again as a background request every minute, so the stream ends with the session and never
 * keeps it alive.
 */
export const eventStreamHandlers = (container: Container): HandlerMap => {
  const config = resolve(container, tokens.config);
  const resolveSession = resolve(container, accountsTokens.resolveSession);
  const streams = resolve(container, notificationsTokens.eventStreams);

  return handle(apiRoute("streamEvents"), async ({ query, language, member, request }, reply) => {
    const token = sessionTokenOf(request, config);
    // The access check let only a signed-in member through, so a session cookie came with it; the guard keeps the types honest.
    if (token === null) return reply.code(401).send();
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

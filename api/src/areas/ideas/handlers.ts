import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { ideasTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * A list answers each reader differently (authors and votes for members only), so only the
 * reader's own browser may keep it, and must ask again each time: the ETag makes that a 304 when
 * nothing changed. The summary is the same for everyone.
 */
const perReader = "private, no-cache";
const sameForEveryone = "no-cache";

/**
 * Ideas: the public lists (which read the session when there is one, to name authors and say
 * what the member voted for), sharing and voting (member routes: the handler gets the member).
 */
export const ideaHandlers = (container: Container): HandlerMap => {
  const { listIdeas, createIdea, voteForIdea, getIdeaSummary } =
    resolveEach(container, ideasTokens, ["listIdeas", "createIdea", "voteForIdea", "getIdeaSummary"]);

  return {
    ...handle(apiRoute("listIdeas"), ({ query, language, member }, reply) =>
      runUseCase(listIdeas({ serviceId: null, query, viewerId: member?.id ?? null, language }), reply, { cache: perReader }),
    ),
    ...handle(apiRoute("listServiceIdeas"), ({ params, query, language, member }, reply) =>
      runUseCase(listIdeas({ serviceId: params.id, query, viewerId: member?.id ?? null, language }), reply, { cache: perReader }),
    ),
    ...handle(apiRoute("getIdeaSummary"), (_input, reply) => runUseCase(getIdeaSummary(), reply, { cache: sameForEveryone })),
    ...handle(apiRoute("createIdea"), ({ body, language, member }, reply) =>
      runUseCase(createIdea({ authorId: member.id, request: body, language }), reply, { status: 201 }),
    ),
    ...handle(apiRoute("voteIdea"), ({ params, language, member }, reply) =>
      runUseCase(voteForIdea({ voterId: member.id, ideaId: params.id, language }), reply),
    ),
  };
};

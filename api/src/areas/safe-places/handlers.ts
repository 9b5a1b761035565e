import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { handle, type HandlerMap } from "../../http/handler";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { safePlacesTokens } from "./tokens";

/** Safe places: the member's list, a report, a correction by its reporter or a moderator. */
export const safePlaceHandlers = (container: Container): HandlerMap => {
  const { listSafePlaces, submitSafePlace, updateSafePlace } = resolveEach(container, safePlacesTokens, [
    "listSafePlaces",
    "submitSafePlace",
    "updateSafePlace",
  ]);
  return {
    ...handle(apiRoute("listSafePlaces"), ({ query, member }, reply) => runUseCase(listSafePlaces({ reader: member, query }), reply)),
    ...handle(apiRoute("createSafePlace"), ({ body, member }, reply) =>
      runUseCase(submitSafePlace({ reader: member, request: body }), reply, { status: 201 }),
    ),
    ...handle(apiRoute("updateSafePlace"), ({ params, body, member }, reply) =>
      runUseCase(updateSafePlace({ reader: member, id: params.id, request: body }), reply),
    ),
  };
};

import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { handle, type HandlerMap } from "../../http/handler";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { connectionPointsTokens } from "./tokens";

/** Connection points: the member's list, the map's figures, a report, a correction by its reporter or a moderator. */
export const connectionPointHandlers = (container: Container): HandlerMap => {
  const { listConnectionPoints, getConnectionPointSummary, submitConnectionPoint, updateConnectionPoint } = resolveEach(
    container,
    connectionPointsTokens,
    ["listConnectionPoints", "getConnectionPointSummary", "submitConnectionPoint", "updateConnectionPoint"],
  );
  return {
    ...handle(apiRoute("listConnectionPoints"), ({ query, member }, reply) => runUseCase(listConnectionPoints({ reader: member, query }), reply)),
    ...handle(apiRoute("getConnectionPointSummary"), (_input, reply) => runUseCase(getConnectionPointSummary(), reply)),
    ...handle(apiRoute("createConnectionPoint"), ({ body, member }, reply) =>
      runUseCase(submitConnectionPoint({ reader: member, request: body }), reply, { status: 201 }),
    ),
    ...handle(apiRoute("updateConnectionPoint"), ({ params, body, member }, reply) =>
      runUseCase(updateConnectionPoint({ reader: member, id: params.id, request: body }), reply),
    ),
  };
};

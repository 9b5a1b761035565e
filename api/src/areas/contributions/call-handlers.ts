import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { contributionsTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/** Finding contributors who agreed to be called, and asking one of them to call back. */
export const callHandlers = (container: Container): HandlerMap => {
  const { listContactableContributors, requestCall } = resolveEach(container, contributionsTokens, ["listContactableContributors", "requestCall"]);

  return {
    // Member routes: the access check has already refused anyone signed out.
    ...handle(apiRoute("listContactableContributors"), ({ params, member }, reply) =>
      runUseCase(listContactableContributors({ taskId: params.id, requesterId: member.id }), reply),
    ),
    ...handle(apiRoute("requestCall"), ({ params, body, member }, reply) =>
      runUseCase(requestCall({ contributionId: params.id, requesterId: member.id, body }), reply, {
        status: 201,
      }),
    ),
  };
};

import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../http/run-use-case";
import { resolve, tokens } from "../tokens";
import { handle, type HandlerMap } from "./handler";

/** Finding contributors who agreed to be called, and asking one of them to call back. */
export const callHandlers = (container: Container): HandlerMap => {
  const listContactableContributors = resolve(container, tokens.listContactableContributors);
  const requestCall = resolve(container, tokens.requestCall);

  return {
    // Member routes: the access check has already refused anyone signed out.
    ...handle(apiRoute("listContactableContributors"), ({ params, request }, reply) =>
      runUseCase(listContactableContributors({ taskId: params.id, requesterId: request.member?.id ?? 0 }), reply),
    ),
    ...handle(apiRoute("requestCall"), ({ params, body, request }, reply) =>
      runUseCase(requestCall({ contributionId: params.id, requesterId: request.member?.id ?? 0, body }), reply, {
        status: 201,
      }),
    ),
  };
};

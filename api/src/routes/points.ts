import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../http/run-use-case";
import { resolve, tokens } from "../tokens";
import { handle, type HandlerMap } from "./handler";

/** The points bar and toast of the signed-in member (member routes: `request.member` is set). */
export const pointHandlers = (container: Container): HandlerMap => {
  const getUserStats = resolve(container, tokens.getUserStats);
  const listRecentPoints = resolve(container, tokens.listRecentPoints);
  return {
    ...handle(apiRoute("getUserStats"), ({ request }, reply) => runUseCase(getUserStats(request.member?.id ?? 0), reply)),
    ...handle(apiRoute("listRecentPoints"), ({ language, request }, reply) =>
      runUseCase(listRecentPoints({ userId: request.member?.id ?? 0, language }), reply),
    ),
  };
};

import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { pointsTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/** The points bar and toast of the signed-in member (member routes: the handler gets the member). */
export const pointHandlers = (container: Container): HandlerMap => {
  const { getUserStats, listRecentPoints } = resolveEach(container, pointsTokens, ["getUserStats", "listRecentPoints"]);
  return {
    ...handle(apiRoute("getUserStats"), ({ member }, reply) => runUseCase(getUserStats(member.id), reply)),
    ...handle(apiRoute("listRecentPoints"), ({ language, member }, reply) =>
      runUseCase(listRecentPoints({ userId: member.id, language }), reply),
    ),
  };
};

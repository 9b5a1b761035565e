import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { resolveEach } from "../../tokens";
import { pointsTokens } from "./tokens";
import { answer, type HandlerMap } from "../../http/handler";

/** The points bar and toast of the signed-in member (member routes: the handler gets the member). */
export const pointHandlers = (container: Container): HandlerMap => {
  const { getUserStats, listRecentPoints } = resolveEach(container, pointsTokens, ["getUserStats", "listRecentPoints"]);
  return {
    ...answer(apiRoute("getUserStats"), ({ member }) => getUserStats(member.id)),
    ...answer(apiRoute("listRecentPoints"), ({ language, member }) => listRecentPoints({ userId: member.id, language })),
  };
};

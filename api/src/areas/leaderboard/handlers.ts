import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { resolveEach } from "../../tokens";
import { leaderboardTokens } from "./tokens";
import { answer, type HandlerMap } from "../../http/handler";

/**
 * Members and visitors get different answers from one address, so no shared cache may keep it;
 * the browser keeps its copy and revalidates, and an unchanged board costs a 304. The JSON text of
 * each board is made once (the use case hands out the same object until the board is rebuilt).
 */
const leaderboardCache = "private, no-cache";

/** The leaderboard: a public route that reads the session, because only members get the names. */
export const leaderboardHandlers = (container: Container): HandlerMap => {
  const { getLeaderboard, getOwnLeaderboardStanding } = resolveEach(container, leaderboardTokens, ["getLeaderboard", "getOwnLeaderboardStanding"]);
  return {
    ...answer(apiRoute("getLeaderboard"), ({ member }) => getLeaderboard({ signedIn: member !== null }), { cache: leaderboardCache }),
    ...answer(apiRoute("getOwnLeaderboardStanding"), ({ member }) => getOwnLeaderboardStanding(member.id)),
  };
};

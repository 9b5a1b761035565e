import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../http/run-use-case";
import { resolve, tokens } from "../tokens";
import { handle, type HandlerMap } from "./handler";

/** The leaderboard: a public route that reads the session, because only members get the names. */
export const leaderboardHandlers = (container: Container): HandlerMap => {
  const getLeaderboard = resolve(container, tokens.getLeaderboard);
  return {
    ...handle(apiRoute("getLeaderboard"), ({ request }, reply) => runUseCase(getLeaderboard({ signedIn: request.member !== null }), reply)),
  };
};

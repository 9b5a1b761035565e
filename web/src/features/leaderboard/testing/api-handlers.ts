import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { emptyBoard, freshStanding, memberBoard, unplacedStanding, visitorBoard } from "./board";

const board = (answer: typeof memberBoard) => apiHttp.get("/api/leaderboard", ({ response }) => response(200).json(answer));
const standing = (answer: typeof freshStanding) => apiHttp.get("/api/leaderboard/me", ({ response }) => response(200).json(answer));

/** The leaderboard as a member reads it, and their own standing. */
export const leaderboardApi = {
  getLeaderboard: mockOperation({
    method: "get",
    path: "/api/leaderboard",
    example: { url: "/api/leaderboard" },
    success: board(memberBoard),
    variants: { visitor: [board(visitorBoard)], empty: [board(emptyBoard)] },
  }),
  getOwnLeaderboardStanding: mockOperation({
    method: "get",
    path: "/api/leaderboard/me",
    example: { url: "/api/leaderboard/me" },
    success: standing(unplacedStanding),
    variants: { fresh: [standing(freshStanding)] },
  }),
};

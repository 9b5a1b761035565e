import type { Spec } from "../harness";
import type { ServerLog } from "./accounts-support";
import { communityForumSpecs } from "./community-forums";
import { communityIdeaSpecs } from "./community-ideas";
import { communityInvitationSpecs } from "./community-invitations";
import { communityLeaderboardSpecs } from "./community-leaderboard";

/**
 * The community specs: ideas and their votes, forums and one's responses, the leaderboard for a
 * member and a visitor, and invitations. Members are signed in by their registration; the
 * invitation's link is read from the outbox in the server's log.
 */
export const communitySpecs = (log: ServerLog): readonly Spec[] => [
  ...communityIdeaSpecs(),
  ...communityForumSpecs(),
  ...communityLeaderboardSpecs(),
  ...communityInvitationSpecs(log),
];

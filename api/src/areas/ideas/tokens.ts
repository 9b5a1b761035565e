import type { IdeaRepository } from "@kominote/core/ports/idea-repository";
import type { makeCreateIdea } from "@kominote/core/use-cases/create-idea";
import type { makeGetIdeaSummary } from "@kominote/core/use-cases/get-idea-summary";
import type { makeListIdeas } from "@kominote/core/use-cases/list-ideas";
import type { makeVoteForIdea } from "@kominote/core/use-cases/vote-for-idea";
import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import { token } from "../../tokens";

/** Ideas and their votes. */
export const ideasTokens = {
  /** The idea repository, kept in memory; hiding an idea goes through its `seeing`. */
  ideaRepository: token<IdeaRepository & WatchingCache>("IdeaRepository"),
  listIdeas: token<ReturnType<typeof makeListIdeas>>("ListIdeas"),
  createIdea: token<ReturnType<typeof makeCreateIdea>>("CreateIdea"),
  voteForIdea: token<ReturnType<typeof makeVoteForIdea>>("VoteForIdea"),
  getIdeaSummary: token<ReturnType<typeof makeGetIdeaSummary>>("GetIdeaSummary"),
} as const;

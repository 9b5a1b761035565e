import type { IdeaRepository } from "@kominote/core/ports/idea-repository";
import { makeCreateIdea } from "@kominote/core/use-cases/create-idea";
import { makeGetIdeaSummary } from "@kominote/core/use-cases/get-idea-summary";
import { makeListIdeas } from "@kominote/core/use-cases/list-ideas";
import { makeVoteForIdea } from "@kominote/core/use-cases/vote-for-idea";
import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import { token, useCaseTokens } from "../../tokens";

/** Ideas and their votes. */
export const ideasTokens = {
  /** The idea repository, kept in memory; hiding an idea goes through its `seeing`. */
  ideaRepository: token<IdeaRepository & WatchingCache>("IdeaRepository"),
  ...useCaseTokens({ makeListIdeas, makeCreateIdea, makeVoteForIdea, makeGetIdeaSummary }),
} as const;

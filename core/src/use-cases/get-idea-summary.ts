import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { IdeaRepository, IdeaSummary } from "../ports/idea-repository";

/** The idea-voting page's figures: visible ideas, their votes, and the services that have some. */
export const makeGetIdeaSummary =
  ({ ideas }: { ideas: IdeaRepository }) =>
  (): Effect.Effect<IdeaSummary, DomainError> =>
    Effect.promise(() => ideas.summary());

export type GetIdeaSummary = ReturnType<typeof makeGetIdeaSummary>;

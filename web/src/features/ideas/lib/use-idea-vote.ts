import type { Idea } from "@kominote/core/schemas/ideas";
import { useNavigate } from "@tanstack/react-router";
import { isApiError } from "../../../api/api-error";
import { useLanguage } from "../../../i18n/language-provider";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/queries";
import { requireSignInToVote } from "../../../lib/pending-actions/sign-in-to-vote";
import { useVoteIdea } from "../api/vote-idea";

export interface IdeaVote {
  /** The idea whose vote is on its way, or null. */
  readonly votingIdeaId: number | null;
  readonly vote: (idea: Idea) => void;
}

/**
 * Pressing "vote": a member's vote is sent (one at a time, never twice); a visitor's is kept and
 * they go to the sign-in page, after which it is cast (DECISIONS 1).
 */
export const useIdeaVote = (): IdeaVote => {
  const { t } = useLanguage();
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const mutation = useVoteIdea();
  const vote = (idea: Idea): void => {
    if (idea.hasVoted || mutation.isPending || isLoading) return;
    if (user === null) {
      requireSignInToVote(idea.id, (returnTo) => void navigate({ to: "/konekte", search: { returnTo } }));
      return;
    }
    mutation.mutate(idea.id, {
      onSuccess: () => showToast({ title: t("ideas.vote.done"), tone: "success" }),
      onError: (error) =>
        showToast({
          title: t("ideas.failed.title"),
          description: (isApiError(error) ? error.serverMessage : undefined) ?? t("ideas.vote.failed"),
          tone: "danger",
        }),
    });
  };
  return { votingIdeaId: mutation.isPending ? mutation.variables : null, vote };
};

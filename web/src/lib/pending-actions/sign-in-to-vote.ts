import { pendingActionReturnPath, type PendingAction } from "@kominote/core/rules/pending-actions";
import { savePendingAction } from "./save-pending-action";

/**
 * A visitor's vote: kept, then on to the sign-in page, which comes back to the ideas (core's return
 * path) where the vote is cast. `goToSignIn` navigates to /konekte with the path to return to.
 */
export const requireSignInToVote = (ideaId: number, goToSignIn: (returnTo: string) => void): void => {
  const action: PendingAction = { type: "voteOnIdea", ideaId };
  savePendingAction(action);
  goToSignIn(pendingActionReturnPath(action));
};

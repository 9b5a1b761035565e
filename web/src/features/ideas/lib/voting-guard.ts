import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { currentUserQueryOptions } from "../../auth/queries";

export interface VotingGuardInput {
  readonly context: { readonly queryClient: QueryClient };
  readonly location: { readonly href: string };
}

/**
 * /idea-voting is for members (SPEC 2): a visitor goes to /konekte, which keeps the path asked for
 * and opens the sign-in dialog; signing in brings them back here.
 */
export const requireMemberToVote = async ({ context, location }: VotingGuardInput): Promise<void> => {
  const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
  if (user === null) throw redirect({ to: "/konekte", search: { returnTo: location.href } });
};

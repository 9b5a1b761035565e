import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { User } from "@kominote/core/schemas/users";
import { currentUserQueryOptions } from "../api/get-current-user";
import { saveReturnPath } from "../../../lib/return-path";

export interface GuardInput {
  readonly context: { readonly queryClient: QueryClient };
  readonly location: { readonly pathname: string; readonly searchStr: string };
}

/**
 * The protected screens' check, run before they render so a visitor never sees a flash of them:
 * signed out, the path asked for (with its query) is saved and the visitor is sent to /login;
 * signed in, the member is handed to the screens through the route context.
 */
export const requireMember = async ({ context, location }: GuardInput): Promise<{ readonly user: User }> => {
  const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
  if (user === null) {
    saveReturnPath(`${location.pathname}${location.searchStr}`);
    throw redirect({ href: "/login" });
  }
  return { user };
};

import { returnPathAfterLogin } from "@kominote/core/rules/auth-return";
import { takeReturnPath } from "../../../lib/return-path";

export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  readonly reload: () => void;
  readonly assign: (url: string) => void;
}

/**
 * After signing in the page is loaded anew, so every screen starts from the member's data. It goes
 * to the path the guard saved when there is one; a sign-in screen (/login, /konekte) leads home;
 * any other page simply reloads.
 */
export const leaveAfterSignIn = (location: PageLocation = window.location, storage?: Storage): void => {
  const current = `${location.pathname}${location.search}`;
  const target = takeReturnPath(storage) ?? returnPathAfterLogin(current);
  if (target === current) location.reload();
  else location.assign(target);
};

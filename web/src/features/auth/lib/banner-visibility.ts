export interface BannerContext {
  readonly pathname: string;
  readonly isLoading: boolean;
  readonly signedIn: boolean;
  readonly loginOpen: boolean;
}

/**
 * Pages that invite a visitor in their own way: the home page, and the location finder with its
 * floating register/sign-in prompt. The banner there would stack a second invitation over the form.
 */
const ownInvitation: readonly string[] = ["/", "/lokate"];

/**
 * The signed-out banner shows on every page but those with their own invitation, and never while
 * the session is being checked, once signed in, or over the open sign-in modal.
 */
export const isBannerShown = ({ pathname, isLoading, signedIn, loginOpen }: BannerContext): boolean =>
  !ownInvitation.includes(pathname) && !isLoading && !signedIn && !loginOpen;

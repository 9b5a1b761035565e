export interface BannerContext {
  readonly pathname: string;
  readonly isLoading: boolean;
  readonly signedIn: boolean;
  readonly loginOpen: boolean;
}

/**
 * The signed-out banner shows on every page but the home page (which has its own invitation),
 * and never while the session is being checked, once signed in, or over the open sign-in modal.
 */
export const isBannerShown = ({ pathname, isLoading, signedIn, loginOpen }: BannerContext): boolean =>
  pathname !== "/" && !isLoading && !signedIn && !loginOpen;

import type { MessageKey } from "@kominote/core/i18n/messages";
import { isApiError } from "../api/api-error";
import { showToast } from "../ui/toast-queue";

/** How long the "logged out" toast shows before the browser goes to sign in again. */
export const unauthorizedRedirectDelayMs = 500;

export interface UnauthorizedOptions {
  readonly t: (key: MessageKey) => string;
  /** The page to come back to after signing in; the current one by default. */
  readonly returnTo?: string;
  readonly navigate?: (url: string) => void;
}

export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/**
 * A screen's call answered 401: the session ended while the page was open. Says so, then after
 * half a second sends the browser to the server's sign-in entry, which brings it back here.
 */
export const handleUnauthorized = ({ t, returnTo, navigate }: UnauthorizedOptions): void => {
  const back = returnTo ?? `${window.location.pathname}${window.location.search}`;
  const go = navigate ?? ((url: string) => window.location.assign(url));
  showToast({ title: t("auth.unauthorized.title"), description: t("auth.unauthorized.body"), tone: "danger" });
  window.setTimeout(() => go(`/api/login?returnTo=${encodeURIComponent(back)}`), unauthorizedRedirectDelayMs);
};

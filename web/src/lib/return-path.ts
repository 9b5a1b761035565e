import { redirectAfterLoginKey, returnPathAfterLogin } from "@kominote/core/rules/auth-return";

/** Remembers where a signed-out visitor was going, so signing in brings them back there. */
export const saveReturnPath = (path: string, storage: Storage = window.localStorage): void => {
  try {
    storage.setItem(redirectAfterLoginKey, path);
  } catch {
    // Storage can be full or disabled (private browsing): the visitor then lands on "/" after sign-in.
  }
};

/** The saved path, if any; it is read once and forgotten so a later sign-in does not reuse it. */
export const takeReturnPath = (storage: Storage = window.localStorage): string | null => {
  try {
    const saved = storage.getItem(redirectAfterLoginKey);
    if (saved !== null) storage.removeItem(redirectAfterLoginKey);
    return saved === null ? null : returnPathAfterLogin(saved);
  } catch {
    return null;
  }
};

/**
 * Forgets the saved path without using it: a member who registers goes where registering leads,
 * and a path left behind would otherwise send a much later sign-in somewhere stale.
 */
export const forgetReturnPath = (storage: Storage = window.localStorage): void => {
  try {
    storage.removeItem(redirectAfterLoginKey);
  } catch {
    // Nothing was kept where storage is disabled.
  }
};

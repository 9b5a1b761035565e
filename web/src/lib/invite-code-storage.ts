import { inviteCodePattern } from "@kominote/core/rules/invitation-policy";

/** Where the code of the invitation link a visitor came through waits until they register. */
export const inviteCodeStorageKey = "kominote.inviteCode";

/** A code older than this is dropped: the visitor who registers a month later came on their own. */
export const inviteCodeLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const storageOrNull = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): the invitation simply is not remembered.
    return null;
  }
};

/**
 * Keeps the code of `?invite=CODE` on the device (localStorage, so it survives closing the tab
 * before registering). Read from the raw query string: the router would turn a code made of
 * digits into a number.
 */
export const rememberInviteCode = (search: string, storage: Storage | null = storageOrNull(), now = Date.now()): void => {
  const code = new URLSearchParams(search).get("invite")?.trim();
  if (storage === null || code === undefined || !inviteCodePattern.test(code)) return;
  try {
    storage.setItem(inviteCodeStorageKey, JSON.stringify({ code, savedAt: now }));
  } catch {
    // Full or refused storage: registration works without it.
  }
};

/** The remembered code, unless it is too old or unreadable. */
export const readInviteCode = (storage: Storage | null = storageOrNull(), now = Date.now()): string | null => {
  if (storage === null) return null;
  try {
    const saved = JSON.parse(storage.getItem(inviteCodeStorageKey) ?? "null") as { code?: unknown; savedAt?: unknown } | null;
    if (saved === null || typeof saved.code !== "string" || typeof saved.savedAt !== "number") return null;
    if (now - saved.savedAt > inviteCodeLifetimeMs || !inviteCodePattern.test(saved.code)) return null;
    return saved.code;
  } catch {
    return null;
  }
};

/** Forgets the code once the registration it was kept for succeeded. */
export const forgetInviteCode = (storage: Storage | null = storageOrNull()): void => {
  try {
    storage?.removeItem(inviteCodeStorageKey);
  } catch {
    // Nothing to forget.
  }
};

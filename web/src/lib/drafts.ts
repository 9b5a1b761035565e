/**
 * What a member is writing (a reply, a new forum) waits on the device until it is posted, so a
 * failed send, a dropped connection or a closed tab loses nothing (DECISIONS 9).
 */
export const replyDraftKey = (forumId: number): string => `kominote.forum-reply.${forumId}`;
export const newForumDraftKey = (serviceId: number): string => `kominote.forum-new.${serviceId}`;

/** The saved texts under `key`, each field a string ("" when missing or damaged). */
export const loadDraft = <Field extends string>(
  key: string,
  fields: readonly Field[],
  storage: Storage | undefined = globalThis.localStorage,
): Record<Field, string> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(key) ?? "null");
  } catch {
    parsed = null;
  }
  const saved = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(
    fields.map((field) => [field, typeof saved[field] === "string" ? saved[field] : ""]),
  ) as Record<Field, string>;
};

/** Saves the texts; when they are all empty the draft is removed. Storage refused: the open form still holds them. */
export const saveDraft = (
  key: string,
  values: Readonly<Record<string, string>>,
  storage: Storage | undefined = globalThis.localStorage,
): void => {
  try {
    if (Object.values(values).every((value) => value === "")) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(values));
  } catch {
    // Private mode or a full quota.
  }
};

export const clearDraft = (key: string, storage: Storage | undefined = globalThis.localStorage): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear where storage is refused.
  }
};

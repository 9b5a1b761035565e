import { contributionSteps } from "./contribution-steps";
import { emptyContributionDraft, type ContributionDraft, type StoredFile } from "./contribution-draft";

/** Each task's unfinished contribution waits on the device under its own key (DECISIONS 9). */
export const contributionDraftKey = (taskId: number): string => `kominote.contribution.${taskId}`;

export interface SavedContribution {
  readonly draft: ContributionDraft;
  readonly stepIndex: number;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const flag = (value: unknown): boolean => value === true;

const storedFile = (value: unknown): StoredFile | null => {
  if (typeof value !== "object" || value === null) return null;
  const file = value as Record<string, unknown>;
  if (typeof file.id !== "string" || file.id === "") return null;
  return { id: file.id, name: text(file.name), size: typeof file.size === "number" ? file.size : 0, contentType: text(file.contentType) };
};

/** Saves the draft (text and the ids of files already stored, a few hundred bytes); a full or refused storage keeps it in memory only. */
export const saveContribution = (taskId: number, saved: SavedContribution, storage: Storage = localStorage): void => {
  try {
    storage.setItem(contributionDraftKey(taskId), JSON.stringify(saved));
  } catch {
    // Private mode or a full quota: the open wizard still holds everything.
  }
};

/** The task's saved draft, read defensively (the device may hold an older or damaged copy). */
export const loadContribution = (taskId: number, storage: Storage = localStorage): SavedContribution => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(contributionDraftKey(taskId)) ?? "null");
  } catch {
    parsed = null;
  }
  if (typeof parsed !== "object" || parsed === null) return { draft: emptyContributionDraft, stepIndex: 0 };
  const saved = parsed as { draft?: Record<string, unknown>; stepIndex?: unknown };
  const raw = saved.draft ?? {};
  const draft: ContributionDraft = {
    description: text(raw.description),
    media: Array.isArray(raw.media) ? raw.media.flatMap((file) => storedFile(file) ?? []) : [],
    hasContactInfo: flag(raw.hasContactInfo),
    phoneNumber: text(raw.phoneNumber),
    address: text(raw.address),
    contactNotes: text(raw.contactNotes),
    allowDirectContact: flag(raw.allowDirectContact),
    hasWebsite: flag(raw.hasWebsite),
    websiteUrl: text(raw.websiteUrl),
    pdf: storedFile(raw.pdf),
    shareLocation: flag(raw.shareLocation),
  };
  const step = typeof saved.stepIndex === "number" && Number.isInteger(saved.stepIndex) ? saved.stepIndex : 0;
  return { draft, stepIndex: Math.max(0, Math.min(step, contributionSteps.length - 1)) };
};

export const clearContribution = (taskId: number, storage: Storage = localStorage): void => {
  try {
    storage.removeItem(contributionDraftKey(taskId));
  } catch {
    // Nothing to clear where storage is refused.
  }
};

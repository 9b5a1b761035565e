import {
  emptyRegistrationDraft,
  firstInvalidRegistrationStep,
  registrationSteps,
  type RegistrationDraft,
} from "@kominote/core/rules/registration-steps";

/** Where the unfinished registration waits while the wizard is closed or the page reloads. */
export const registrationDraftStorageKey = "kominote.registration";

export interface SavedRegistration {
  readonly draft: RegistrationDraft;
  readonly stepIndex: number;
}

const stringField = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Saves the draft for this browser tab only (sessionStorage). Passwords are never written; the
 * photo is kept for the tab's session, and dropped when it does not fit the storage quota.
 */
export const saveRegistration = ({ draft, stepIndex }: SavedRegistration, storage: Storage = sessionStorage): void => {
  const { password: _password, confirmPassword: _confirm, ...kept } = draft;
  try {
    storage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: kept, stepIndex }));
  } catch {
    try {
      storage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: { ...kept, profilePhoto: "" }, stepIndex }));
    } catch {
      // Storage refused even without the photo (private mode, full quota): the wizard keeps the draft in memory.
    }
  }
};

/**
 * The saved draft, resumed no further than its first unfinished step (so a member who reloads
 * on the password step types the passwords again, since they were not saved).
 */
export const loadRegistration = (today: Date, storage: Storage = sessionStorage): SavedRegistration => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(registrationDraftStorageKey) ?? "null");
  } catch {
    parsed = null;
  }
  if (typeof parsed !== "object" || parsed === null) return { draft: emptyRegistrationDraft, stepIndex: 0 };
  const saved = parsed as { draft?: Record<string, unknown>; stepIndex?: unknown };
  const raw = saved.draft ?? {};
  const draft: RegistrationDraft = {
    ...emptyRegistrationDraft,
    firstName: stringField(raw.firstName),
    lastName: stringField(raw.lastName),
    birthday: stringField(raw.birthday),
    email: stringField(raw.email),
    phoneNumber: stringField(raw.phoneNumber),
    profilePhoto: stringField(raw.profilePhoto),
    skills: Array.isArray(raw.skills) ? raw.skills.filter((skill): skill is string => typeof skill === "string") : [],
    primaryService: stringField(raw.primaryService),
  };
  const savedStep = typeof saved.stepIndex === "number" && Number.isInteger(saved.stepIndex) ? saved.stepIndex : 0;
  const firstInvalid = firstInvalidRegistrationStep(draft, today)?.stepIndex ?? registrationSteps.length - 1;
  return { draft, stepIndex: Math.max(0, Math.min(savedStep, firstInvalid)) };
};

export const clearRegistration = (storage: Storage = sessionStorage): void => {
  storage.removeItem(registrationDraftStorageKey);
};

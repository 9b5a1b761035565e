import type { MessageKey } from "../i18n/messages";
import { validateBirthday } from "./birthday";
import { validateEmail } from "./email";
import { joinFullName, validateFullName } from "./full-name";
import { validatePassword, validatePasswordConfirmation } from "./password";
import { validatePhone } from "./phone";
import { validateOptionalPhoto } from "./profile-photo";
import { validatePrimaryService, validateSkills } from "./service-choice";

/** What the registration wizard collects, one step at a time. */
export interface RegistrationDraft {
  readonly firstName: string;
  readonly lastName: string;
  /** "YYYY-MM-DD", as a date input gives it. */
  readonly birthday: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** data:image URL, or "" when the member adds no photo. */
  readonly profilePhoto: string;
  readonly skills: readonly string[];
  /** Slug of the chosen public service. */
  readonly primaryService: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export const emptyRegistrationDraft: RegistrationDraft = {
  firstName: "",
  lastName: "",
  birthday: "",
  email: "",
  phoneNumber: "",
  profilePhoto: "",
  skills: [],
  primaryService: "",
  password: "",
  confirmPassword: "",
};

/** The nine steps in order, each named by the field it fills. */
export const registrationSteps = [
  "fullName",
  "birthday",
  "email",
  "phoneNumber",
  "profilePhoto",
  "skills",
  "primaryService",
  "password",
  "confirmPassword",
] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

const stepValidators: Record<RegistrationStep, (draft: RegistrationDraft, today: Date) => MessageKey | null> = {
  fullName: (d) => validateFullName(joinFullName(d.firstName, d.lastName)),
  birthday: (d, today) => validateBirthday(d.birthday, today),
  email: (d) => validateEmail(d.email),
  phoneNumber: (d) => validatePhone(d.phoneNumber),
  profilePhoto: (d) => validateOptionalPhoto(d.profilePhoto),
  skills: (d) => validateSkills(d.skills),
  primaryService: (d) => validatePrimaryService(d.primaryService),
  password: (d) => validatePassword(d.password),
  confirmPassword: (d) => validatePasswordConfirmation(d.password, d.confirmPassword),
};

/**
 * Validates the value of one step (0 to 8) of the wizard; the wizard advances only on null.
 * `today` comes from the Clock port.
 */
export const validateRegistrationStep = (
  stepIndex: number,
  draft: RegistrationDraft,
  today: Date,
): MessageKey | null => {
  const step = registrationSteps[stepIndex];
  if (step === undefined) throw new RangeError(`No registration step ${stepIndex}`);
  return stepValidators[step](draft, today);
};

/** The first step whose value does not validate, with its message; null when all nine pass. */
export const firstInvalidRegistrationStep = (
  draft: RegistrationDraft,
  today: Date,
): { readonly stepIndex: number; readonly messageKey: MessageKey } | null => {
  for (const [stepIndex, step] of registrationSteps.entries()) {
    const messageKey = stepValidators[step](draft, today);
    if (messageKey !== null) return { stepIndex, messageKey };
  }
  return null;
};

/** Percentage of the progress bar while on a step (step 0 shows one ninth done). */
export const registrationProgressPercent = (stepIndex: number): number =>
  (Math.min(Math.max(stepIndex, 0), registrationSteps.length - 1) + 1) / registrationSteps.length * 100;

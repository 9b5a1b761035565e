import { z } from "zod";
import type { MessageKey } from "../i18n/messages";
import { validateBirthday, validateBirthdayFormat } from "../rules/birthday";
import { validateEmail } from "../rules/email";
import { joinFullName, nameParts, validateFullName } from "../rules/full-name";
import { validatePassword } from "../rules/password";
import { normalizePhone, validatePhone } from "../rules/phone";
import { validateOptionalPhoto } from "../rules/profile-photo";
import { withRule } from "../rules/rule-check";
import { phoneDescription } from "./contact";
import { validatePrimaryService, validateSkills } from "../rules/service-choice";

/*
 * Every issue's message is a catalog key ("validation.fullName.parts" ...). A missing or
 * mistyped field reports the same key as an empty one, so a client always has a text to show.
 */

const text = (missing: MessageKey) => z.string({ error: missing });

const emailField = withRule(text("validation.email.invalid").trim(), validateEmail).meta({
  format: "email",
  example: "marie.joseph@example.ht",
});

const phoneField = withRule(text("validation.phone.invalid").overwrite(normalizePhone), validatePhone).meta({
  description: phoneDescription,
  example: "+50937123456",
});

const birthdayField = (today: Date | undefined) =>
  withRule(text("validation.birthday.required").trim(), (birthday) =>
    today === undefined ? validateBirthdayFormat(birthday) : validateBirthday(birthday, today),
  ).meta({ format: "date", example: "1995-04-12" });

const photoField = withRule(text("validation.photo.load"), validateOptionalPhoto).meta({
  description: 'A base64 data URL of a JPG, PNG or GIF image of at most 5 MB; "" or absent for no photo.',
});

const skillsField = withRule(
  z.array(text("validation.skills.invalid"), { error: "validation.skills.required" }),
  validateSkills,
).meta({ description: "Skills chosen from the catalogue, at least one.", example: ["technology.programming"] });

const primaryServiceField = withRule(text("validation.primaryService.required").trim(), validatePrimaryService).meta({
  description: "Slug of the public service the member joins.",
  example: "sante",
});

const passwordField = withRule(text("validation.password.tooShort"), validatePassword);
const confirmPasswordField = text("validation.password.mismatch");

/** The code of the invitation link the person came through; one that names nobody is ignored. */
const inviteCodeField = z.string().trim().max(64).meta({
  description: "Code of the invitation link (/register?invite=CODE) the person registered through.",
  example: "q3VxN8kLm2Pa",
});

type PasswordPair = { readonly password?: unknown; readonly confirmPassword?: unknown };

/** Runs the match check even when other fields failed, so a form shows every problem at once. */
const passwordsMatch = () => ({
  message: "validation.password.mismatch" satisfies MessageKey,
  path: ["confirmPassword"],
  when: (payload: { readonly value: unknown }) => {
    const value = payload.value as PasswordPair | null;
    return typeof value?.password === "string" && typeof value.confirmPassword === "string";
  },
});

const requestShape = (today: Date | undefined) =>
  z
    .object({
      fullName: withRule(
        text("validation.fullName.parts").overwrite((name) => nameParts(name).join(" ")),
        validateFullName,
      ).meta({ example: "Marie Joseph" }),
      email: emailField,
      phoneNumber: phoneField,
      birthday: birthdayField(today),
      profilePhoto: photoField.optional(),
      skills: skillsField,
      primaryService: primaryServiceField,
      password: passwordField,
      confirmPassword: confirmPasswordField,
      inviteCode: inviteCodeField.optional(),
    })
    .refine((body) => body.password === body.confirmPassword, passwordsMatch());

/**
 * Body of `POST /api/users`. Checks everything that needs no clock (the birthday must be a real
 * date); the registration use case checks age and future dates with `makeRegistrationRequestSchema`.
 * This is also the schema the API documentation shows.
 */
export const registrationRequestSchema = requestShape(undefined).meta({ id: "RegistrationRequest" });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** The full check of a registration, with "today" from the Clock port (age at least 13, not born in the future). */
export const makeRegistrationRequestSchema = (today: Date) => requestShape(today);

/** Where a full-name problem belongs in the wizard: the first part comes from the first-name box. */
const fullNameIssuePath = (firstName: string, messageKey: MessageKey): "firstName" | "lastName" => {
  const first = nameParts(firstName)[0];
  if (messageKey === "validation.fullName.parts") return first === undefined ? "firstName" : "lastName";
  if (messageKey === "validation.fullName.tooShort") {
    return first === undefined || Array.from(first).length < 2 ? "firstName" : "lastName";
  }
  return "lastName";
};

/** The registration wizard's draft, checked whole (for instance before submitting). */
export const makeRegistrationDraftSchema = (today: Date) =>
  z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      birthday: birthdayField(today),
      email: emailField,
      phoneNumber: phoneField,
      profilePhoto: photoField,
      skills: skillsField,
      primaryService: primaryServiceField,
      password: passwordField,
      confirmPassword: confirmPasswordField,
    })
    .superRefine((draft, context) => {
      const messageKey = validateFullName(joinFullName(draft.firstName, draft.lastName));
      if (messageKey !== null) {
        context.addIssue({ code: "custom", message: messageKey, path: [fullNameIssuePath(draft.firstName, messageKey)] });
      }
    })
    .refine((draft) => draft.password === draft.confirmPassword, passwordsMatch());

import type { RegistrationRequest } from "../schemas/registration";
import { joinFullName } from "./full-name";
import { normalizePhone } from "./phone";
import type { RegistrationDraft } from "./registration-steps";

/**
 * What the wizard sends on its last step: first and last name merged, no photo field when none was chosen.
 * Kept apart from the zod schemas so the browser's wizard does not download the schema library.
 */
export const registrationRequestFromDraft = (draft: RegistrationDraft): RegistrationRequest => ({
  fullName: joinFullName(draft.firstName, draft.lastName),
  email: draft.email.trim(),
  phoneNumber: normalizePhone(draft.phoneNumber),
  birthday: draft.birthday,
  ...(draft.profilePhoto === "" ? {} : { profilePhoto: draft.profilePhoto }),
  skills: [...draft.skills],
  primaryService: draft.primaryService,
  password: draft.password,
  confirmPassword: draft.confirmPassword,
});

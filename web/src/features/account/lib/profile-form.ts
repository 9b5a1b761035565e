import { formatPhone } from "@kominote/core/rules/phone";
import type { UpdateProfileRequest, User } from "@kominote/core/schemas/users";

/** The profile as the edit form holds it: plain strings, "" for an empty field. */
export interface ProfileForm {
  readonly fullName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly address: string;
  readonly bio: string;
  /** A newly chosen photo (data URL), or "" to keep the current one. */
  readonly newPhoto: string;
}

export const profileFormOf = (user: User): ProfileForm => ({
  fullName: user.fullName,
  email: user.email ?? "",
  phoneNumber: user.phoneNumber === null ? "" : formatPhone(user.phoneNumber),
  address: user.address ?? "",
  bio: user.bio ?? "",
  newPhoto: "",
});

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** The PATCH body: every text field (an emptied one clears it), and the photo only when a new one was chosen. */
export const profileUpdateOf = (form: ProfileForm): UpdateProfileRequest => ({
  fullName: form.fullName.trim(),
  email: orNull(form.email),
  phoneNumber: orNull(form.phoneNumber),
  address: orNull(form.address),
  bio: orNull(form.bio),
  ...(form.newPhoto === "" ? {} : { profilePhoto: form.newPhoto }),
});

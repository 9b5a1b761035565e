import { z } from "zod";
import { emailMaxLength, validateEmail } from "../rules/email";
import { fullNameMaxLength, nameParts, validateFullName } from "../rules/full-name";
import { normalizePhone, validatePhone } from "../rules/phone";
import { validatePhotoDataUrl } from "../rules/profile-photo";
import { withRule } from "../rules/rule-check";

/*
 * Contact fields of calls other than registration and sign-in, checked by the same rules as the
 * registration wizard so every form and the server say the same thing.
 */

export const emailSchema = withRule(z.string().trim().max(emailMaxLength), validateEmail).meta({
  format: "email",
  example: "marie.joseph@example.ht",
});

/** How the contract documents every phone field. */
export const phoneDescription =
  "A valid phone number: 8 digits are read as Haitian (+509); any other country with its + and code. Stored and answered in E.164.";

/** Spaces, dashes and a missing +509 are forgiven: the number is stored in E.164. */
export const phoneNumberSchema = withRule(z.string().overwrite(normalizePhone), validatePhone).meta({
  description: phoneDescription,
  example: "+50937123456",
});

export const fullNameSchema = withRule(
  z
    .string()
    .overwrite((name) => nameParts(name).join(" "))
    .max(fullNameMaxLength),
  validateFullName,
).meta({ example: "Marie Joseph" });

/** An image sent inline as a base64 data URL (JPG, PNG or GIF, at most 5 MB decoded). */
export const photoDataUrlSchema = withRule(z.string(), validatePhotoDataUrl).meta({
  description: "A base64 data URL of a JPG, PNG or GIF image of at most 5 MB.",
});

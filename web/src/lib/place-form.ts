import type { MessageKey } from "@kominote/core/i18n/messages";
import type { FormCheck, FormProblems } from "./check-form";

/**
 * A number as typed (a coordinate, a speed): a comma taken as the decimal point (as Creole and
 * French write it), blank as missing; anything else goes to the request schema as NaN so it reads
 * "not valid".
 */
export const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? undefined : Number(trimmed);
};

/** A comma-separated list as typed ('ijans, 24 sou 24'): each trimmed, the empty ones dropped. */
export const commaList = (text: string): string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

const required: MessageKey = "errors.field.required";

/** A form's check where a field left empty reads "required" rather than "not valid". */
export const emptyMeansRequired = <Field extends string, Request>(
  check: FormCheck<Field, Request>,
  values: Readonly<Record<Field, string | boolean>>,
): FormCheck<Field, Request> => {
  if (check.ok) return check;
  const empty = (field: Field): boolean => typeof values[field] === "string" && (values[field] as string).trim() === "";
  const problems = Object.fromEntries(
    Object.entries(check.problems).map(([field, key]) => [field, empty(field as Field) ? required : key]),
  ) as FormProblems<Field>;
  return { ok: false, problems };
};

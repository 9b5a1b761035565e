import type { MessageKey } from "@kominote/core/i18n/messages";
import { createGovernmentAgencyRequestSchema, type CreateGovernmentAgencyRequest } from "@kominote/core/schemas/agencies";
import { checkForm, type FormCheck } from "../../../lib/check-form";

/** What the add-agency form holds, as typed ("" for a choice not made yet). */
export interface AgencyFormValues {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly website: string;
  /** The services as typed: comma-separated. */
  readonly services: string;
  readonly department: string;
}

export type AgencyField = keyof AgencyFormValues;

/** The fields in the order the form shows them (a server problem on another field goes to the form's message). */
export const agencyFormFields = [
  "name",
  "type",
  "department",
  "description",
  "phone",
  "email",
  "address",
  "website",
  "services",
] as const satisfies readonly AgencyField[];

export const emptyAgencyForm: AgencyFormValues = {
  name: "",
  type: "",
  description: "",
  phone: "",
  email: "",
  address: "",
  website: "",
  services: "",
  department: "",
};

/** SPEC 5: services are comma-separated, each trimmed, the empty ones dropped. */
export const parseServices = (text: string): string[] =>
  text
    .split(",")
    .map((service) => service.trim())
    .filter((service) => service !== "");

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

const required: MessageKey = "errors.field.required";

/**
 * SPEC 5 for an agency, checked by the server's own request schema: name, description, phone,
 * address and services required (and a type and department chosen); e-mail and website optional,
 * but an e-mail and an http(s) address when given. A field left empty reads "required" rather than
 * "not valid".
 */
export const checkAgencyForm = (values: AgencyFormValues): FormCheck<AgencyField, CreateGovernmentAgencyRequest> => {
  const check = checkForm<AgencyField, CreateGovernmentAgencyRequest>(createGovernmentAgencyRequestSchema, {
    name: values.name,
    type: values.type === "" ? undefined : values.type,
    description: values.description,
    phone: values.phone,
    email: orNull(values.email),
    address: values.address,
    website: orNull(values.website),
    services: parseServices(values.services),
    department: values.department === "" ? undefined : values.department,
  });
  if (check.ok) return check;
  const empty = (field: AgencyField): boolean => values[field].trim() === "";
  const problems = Object.fromEntries(
    Object.entries(check.problems).map(([field, key]) => [field, empty(field as AgencyField) ? required : key]),
  ) as Partial<Record<AgencyField, MessageKey>>;
  return { ok: false, problems };
};

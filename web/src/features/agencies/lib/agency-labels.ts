import type { MessageKey } from "@kominote/core/i18n/messages";
import type { Language } from "@kominote/core/i18n/languages";
import { creoleDepartmentNames } from "@kominote/core/i18n/messages/agencies/ht";
import type { AgencyType, Department } from "@kominote/core/schemas/agencies";

/** Each of the eleven agency types' label in the catalogs. */
export const agencyTypeLabel: Readonly<Record<AgencyType, MessageKey>> = {
  ministry: "agencies.type.ministry",
  municipality: "agencies.type.municipality",
  court: "agencies.type.court",
  police: "agencies.type.police",
  hospital: "agencies.type.hospital",
  school: "agencies.type.school",
  customs: "agencies.type.customs",
  immigration: "agencies.type.immigration",
  tax: "agencies.type.tax",
  notary: "agencies.type.notary",
  other: "agencies.type.other",
};

/**
 * A department's name as the reader sees it: its usual Creole form on a Creole screen (Lwès,
 * Grandans...), the official name in every other language, since it is a proper name. The value
 * sent and kept in the address is always the official name.
 */
export const departmentName = (department: Department, language: Language): string =>
  (language === "ht" ? creoleDepartmentNames[department] : undefined) ?? department;

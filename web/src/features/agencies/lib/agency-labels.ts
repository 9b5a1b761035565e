import type { MessageKey } from "@kominote/core/i18n/messages";
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
 * Each department's name in the catalogs: the official French names elsewhere, their usual Creole
 * forms on a Creole screen (Latibonit, Grandans, Nòdès...). The value sent and kept in the address
 * stays the official name.
 */
export const departmentLabel: Readonly<Record<Department, MessageKey>> = {
  Artibonite: "agencies.department.artibonite",
  Centre: "agencies.department.centre",
  "Grand'Anse": "agencies.department.grandAnse",
  Nippes: "agencies.department.nippes",
  Nord: "agencies.department.nord",
  "Nord-Est": "agencies.department.nordEst",
  "Nord-Ouest": "agencies.department.nordOuest",
  Ouest: "agencies.department.ouest",
  Sud: "agencies.department.sud",
  "Sud-Est": "agencies.department.sudEst",
};

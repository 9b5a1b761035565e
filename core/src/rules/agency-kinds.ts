/**
 * The directory's agency types and Haiti's departments, in the order the filters list them. Kept
 * apart from the schemas so the /government-agencies route, which checks ?type= and ?department=
 * on every page's first script, needs no schema library there.
 */
export const agencyTypes = [
  "ministry",
  "municipality",
  "court",
  "police",
  "hospital",
  "school",
  "customs",
  "immigration",
  "tax",
  "notary",
  "other",
] as const;

/** Haiti's ten departments, spelled as official French names. */
export const departments = [
  "Artibonite",
  "Centre",
  "Grand'Anse",
  "Nippes",
  "Nord",
  "Nord-Est",
  "Nord-Ouest",
  "Ouest",
  "Sud",
  "Sud-Est",
] as const;

export type Department = (typeof departments)[number];

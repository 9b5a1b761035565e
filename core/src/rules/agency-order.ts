import type { GovernmentAgency } from "../schemas/agencies";

/*
 * The directory's order, the same on every backend: by name as a French reader expects it
 * ("Électricité" among the E's, case and accents aside), then by id. Sorting in SQL would follow
 * each server's collation, which PGlite and PostgreSQL do not share.
 */
const names = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

export const byAgencyName = (a: Pick<GovernmentAgency, "name" | "id">, b: Pick<GovernmentAgency, "name" | "id">): number =>
  names.compare(a.name, b.name) || a.id - b.id;

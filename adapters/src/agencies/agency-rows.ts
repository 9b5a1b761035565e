import type { GovernmentAgency } from "@kominote/core/schemas/agencies";
import type { Knex } from "knex";

/** A row of `government_agencies` with its submitter's name, as the directory and its review read it. */
export interface AgencyRow {
  id: number;
  name: string;
  type: GovernmentAgency["type"];
  description: string;
  phone: string;
  email: string | null;
  address: string;
  website: string | null;
  services: string[] | string;
  department: GovernmentAgency["department"];
  status: GovernmentAgency["status"];
  submitted_by: number | null;
  submitter_name: string | null;
  created_at: Date | string;
}

/** The agency columns and the submitter's name (a left join: the seed has no submitter). */
export const selectAgencies = (db: Knex) =>
  db("government_agencies as a")
    .leftJoin("users as u", "u.id", "a.submitted_by")
    .select(
      "a.id",
      "a.name",
      "a.type",
      "a.description",
      "a.phone",
      "a.email",
      "a.address",
      "a.website",
      "a.services",
      "a.department",
      "a.status",
      "a.submitted_by",
      "u.full_name as submitter_name",
      "a.created_at",
    );

export const toAgency = (row: AgencyRow): GovernmentAgency => ({
  id: row.id,
  name: row.name,
  type: row.type,
  description: row.description,
  phone: row.phone,
  email: row.email,
  address: row.address,
  website: row.website,
  // jsonb arrives parsed from both drivers; a text copy is read the same.
  services: typeof row.services === "string" ? (JSON.parse(row.services) as string[]) : row.services,
  department: row.department,
  submittedBy: row.submitted_by === null ? null : (row.submitter_name ?? ""),
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

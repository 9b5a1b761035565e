import type { AgencyDirectory, AgencySubmission, NewAgency } from "@kominote/core/ports/agency-directory";
import { byAgencyName } from "@kominote/core/rules/agency-order";
import type { GovernmentAgency } from "@kominote/core/schemas/agencies";
import type { Knex } from "knex";
import { selectAgencies, toAgency, type AgencyRow } from "./agency-rows";

/**
 * The directory in Postgres. The list reads the (status, name) index and is sorted here by the
 * shared rule, so both backends agree whatever their collation. A duplicate is told by the unique
 * index on (lower(name), department) among non-rejected rows: the insert does nothing rather than
 * fail, so a unit of work around it is not aborted.
 */
export class KnexAgencyDirectory implements AgencyDirectory {
  constructor(private readonly db: Knex) {}

  async listApproved(): Promise<readonly GovernmentAgency[]> {
    const rows: AgencyRow[] = await selectAgencies(this.db).where("a.status", "approved");
    return rows.map(toAgency).sort(byAgencyName);
  }

  async submit({ submittedBy, services, ...agency }: NewAgency): Promise<AgencySubmission> {
    const [inserted] = (await this.db("government_agencies")
      .insert({ ...agency, services: JSON.stringify(services), submitted_by: submittedBy, status: "pending", seeded: false })
      .onConflict()
      .ignore()
      .returning("id")) as { id: number }[];
    if (inserted === undefined) return { outcome: "duplicate" };
    const row: AgencyRow | undefined = await selectAgencies(this.db).where("a.id", inserted.id).first();
    if (row === undefined) throw new Error(`Agency ${inserted.id} vanished after its insert`);
    return { outcome: "submitted", agency: toAgency(row) };
  }
}

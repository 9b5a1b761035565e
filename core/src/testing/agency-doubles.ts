/*
 * An in-memory twin of the agency directory, for use-case tests and the port's contract suite.
 * It keeps the port's promises: only approved agencies are listed, by name; a name already
 * approved or pending in a department (case aside) is a duplicate, a rejected one is not.
 */
import type { AgencyDirectory, AgencySubmission, NewAgency } from "../ports/agency-directory";
import { byAgencyName } from "../rules/agency-order";
import type { ReviewStatus } from "../schemas/contributions";
import type { GovernmentAgency } from "../schemas/agencies";

interface StoredAgency extends Omit<GovernmentAgency, "submittedBy"> {
  readonly submitterId: number | null;
}

export class MemoryAgencies implements AgencyDirectory {
  readonly agencies: StoredAgency[] = [];
  private lastId = 0;
  private minutes = 0;

  /** `members` names the submitters by id, as the users table would. */
  constructor(private readonly members: ReadonlyMap<number, string> = new Map()) {}

  private view({ submitterId, ...agency }: StoredAgency): GovernmentAgency {
    return { ...agency, services: [...agency.services], submittedBy: submitterId === null ? null : (this.members.get(submitterId) ?? "") };
  }

  async listApproved(): Promise<readonly GovernmentAgency[]> {
    return this.agencies.filter((agency) => agency.status === "approved").map((agency) => this.view(agency)).sort(byAgencyName);
  }

  async submit({ submittedBy, services, ...agency }: NewAgency): Promise<AgencySubmission> {
    const taken = this.agencies.some(
      (other) =>
        other.status !== "rejected" && other.department === agency.department && other.name.toLowerCase() === agency.name.toLowerCase(),
    );
    if (taken) return { outcome: "duplicate" };
    const stored: StoredAgency = {
      ...agency,
      services: [...services],
      id: ++this.lastId,
      submitterId: submittedBy,
      status: "pending",
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, this.minutes++)).toISOString(),
    };
    this.agencies.push(stored);
    return { outcome: "submitted", agency: this.view(stored) };
  }

  /** What a moderator's verdict (or the seed, for `approved` without a submitter) leaves behind. */
  setStatus(id: number, status: ReviewStatus): void {
    const agency = this.agencies.find((candidate) => candidate.id === id);
    if (agency === undefined) throw new Error(`No agency ${id}`);
    agency.status = status;
  }
}

import type { GovernmentAgency } from "../schemas/agencies";

/** A member's submission, already checked and normalised by the use case. */
export interface NewAgency {
  /** The signed-in member; never read from the body. */
  readonly submittedBy: number;
  readonly name: string;
  readonly type: GovernmentAgency["type"];
  readonly description: string;
  /** E.164, or empty when unknown (only seeded agencies may have none). */
  readonly phone: string;
  readonly email: string | null;
  readonly address: string;
  readonly website: string | null;
  readonly services: readonly string[];
  readonly department: GovernmentAgency["department"];
}

/**
 * What submitting did: `submitted` stored it pending review; `duplicate` found an agency of the
 * same name (case aside) in the same department, approved or awaiting review, and stored nothing.
 * A rejected agency does not stand in the way of a new submission of its name.
 */
export type AgencySubmission =
  | { readonly outcome: "submitted"; readonly agency: GovernmentAgency }
  | { readonly outcome: "duplicate" };

/** The government agencies directory (decision 0019). */
export interface AgencyDirectory {
  /** Every approved agency (seeded or reviewed), by name as `byAgencyName` orders them. */
  listApproved(): Promise<readonly GovernmentAgency[]>;
  /** Stores a member's agency, pending review, unless it is a duplicate. */
  submit(agency: NewAgency): Promise<AgencySubmission>;
}

import { Effect } from "effect";
import { agencyDuplicate } from "../errors/agencies";
import type { DomainError } from "../errors/domain-error";
import type { AgencyDirectory } from "../ports/agency-directory";
import { normalizePhone } from "../rules/phone";
import { tidyList } from "../rules/tidy-list";
import type { CreateGovernmentAgencyRequest, GovernmentAgency } from "../schemas/agencies";

export interface SubmitGovernmentAgencyInput {
  /** The signed-in member; a submitter in the body is never trusted. */
  readonly memberId: number;
  readonly request: CreateGovernmentAgencyRequest;
}

/**
 * A member adds an agency to the directory. It waits for a moderator's review (it is listed once
 * approved, and its approval pays the points); an agency of the same name already listed or
 * waiting in the same department is refused.
 */
export const makeSubmitGovernmentAgency =
  ({ agencies }: { agencies: AgencyDirectory }) =>
  ({ memberId, request }: SubmitGovernmentAgencyInput): Effect.Effect<GovernmentAgency, DomainError> =>
    Effect.gen(function* () {
      const submission = yield* Effect.promise(() =>
        agencies.submit({
          submittedBy: memberId,
          name: request.name,
          type: request.type,
          description: request.description,
          // The request schema already normalised it; stored E.164 whatever reaches here.
          phone: normalizePhone(request.phone),
          email: request.email ?? null,
          address: request.address,
          website: request.website ?? null,
          // The form's comma list arrives split: trimmed, empties dropped, each once.
          services: tidyList(request.services),
          department: request.department,
        }),
      );
      if (submission.outcome === "duplicate") return yield* Effect.fail(agencyDuplicate());
      return submission.agency;
    });

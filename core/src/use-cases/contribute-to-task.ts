import { Effect } from "effect";
import { userNotFound } from "../errors/accounts";
import { alreadyContributed, serviceNotJoined, taskClosed, taskNotFound, taskWaiting } from "../errors/contributions";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { ContributionRepository, NewContribution, TaskRefusal } from "../ports/contribution-repository";
import type { PointsLedger } from "../ports/points-ledger";
import type { TaskRepository } from "../ports/task-repository";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRepository } from "../ports/user-repository";
import { taskStates, type TaskState } from "../rules/task-progress";
import type { ContributeRequest, ContributeResponse } from "../schemas/contributions";
import type { NextTask } from "../schemas/tasks";

export interface ContributeToTaskInput {
  /** The signed-in member; a userId in the body is never trusted. */
  readonly authorId: number;
  readonly taskId: number;
  readonly request: ContributeRequest;
  readonly language: Language;
}

/** An empty optional text is no text. */
const textOrNull = (text: string | null | undefined): string | null => (text === undefined || text === null || text === "" ? null : text);

/**
 * What is stored of the wizard's answers. Contact details only when the member chose to share
 * them (otherwise cleared, whatever was typed), and "contact me directly" only with a phone number
 * to call; the website only when the member said they have one.
 */
export const contributionFields = (
  authorId: number,
  taskId: number,
  request: ContributeRequest,
): NewContribution => {
  const sharesContact = request.hasContactInfo === true;
  const phoneNumber = sharesContact ? textOrNull(request.phoneNumber) : null;
  const address = sharesContact ? textOrNull(request.address) : null;
  const contactNotes = sharesContact ? textOrNull(request.contactNotes) : null;
  const hasContactInfo = phoneNumber !== null || address !== null || contactNotes !== null;
  return {
    taskId,
    userId: authorId,
    notes: request.notes,
    phoneNumber,
    address,
    contactNotes,
    hasContactInfo,
    allowDirectContact: request.allowDirectContact === true && phoneNumber !== null,
    websiteUrl: request.hasWebsite === true ? textOrNull(request.websiteUrl) : null,
    userLocation: request.userLocation ?? null,
    mediaUploadIds: [...new Set(request.mediaUploadIds ?? [])],
    pdfUploadId: request.pdfUploadId ?? null,
  };
};

const noNextTask: NextTask = { hasNext: false, id: null, title: null };

/** Why a task in each state, other than active, takes no contribution from this member (all 409). */
const refusalOfState: Readonly<Record<Exclude<TaskState, "active">, () => DomainError>> = {
  waiting: taskWaiting,
  complete: alreadyContributed,
  closed: taskClosed,
};

/** The same refusals when the repository finds them at the moment of writing (a concurrent submission won). */
const refusalOfRepository: Readonly<Record<TaskRefusal, () => DomainError>> = {
  "task-full": refusalOfState.closed,
  "already-contributed": refusalOfState.complete,
};

/** A task that needs a position gets none without it: a field error on userLocation. */
const locationMissing = (): DomainError =>
  domainError("REQUEST.INVALID", "contribute.error.locationRequired", {
    fields: { userLocation: "contribute.error.locationRequired" },
  });

/**
 * Records a member's contribution to a task of the service they joined, pending review, awards
 * its points, and tells which task comes next in the service. Only a task active for this member
 * takes it: not one waiting for its predecessor, not one they already contributed to, not a full
 * one; a task that needs a position takes none without it.
 */
export const makeContributeToTask =
  ({
    contributions,
    tasks,
    users,
    points,
    unitOfWork,
  }: {
    contributions: ContributionRepository;
    tasks: TaskRepository;
    users: UserRepository;
    points: PointsLedger;
    unitOfWork: UnitOfWork;
  }) =>
  ({ authorId, taskId, request, language }: ContributeToTaskInput): Effect.Effect<ContributeResponse, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const task = yield* Effect.promise(() => contributions.findTask(taskId));
      if (task === null) return yield* Effect.fail(taskNotFound());
      const author = yield* Effect.promise(() => users.findById(authorId));
      if (author === null) return yield* Effect.fail(userNotFound());
      if (author.joinedServiceId !== task.serviceId) {
        return yield* Effect.fail(serviceNotJoined());
      }

      // The member's own path through the service decides, as on their screen (docs/decisions/0013).
      const [catalogue, mine] = yield* Effect.promise(() =>
        Promise.all([tasks.listByService(task.serviceId, language), contributions.contributedTaskIds(authorId, task.serviceId)]),
      );
      const contributed = new Set(mine);
      const sequence = catalogue.map((step) => ({ ...step, contributedByMe: contributed.has(step.id) }));
      const position = sequence.findIndex((step) => step.id === taskId);
      const state = taskStates(sequence)[position] ?? "active";
      if (state !== "active") return yield* Effect.fail(refusalOfState[state]());
      if (sequence[position]?.locationRequired === true && (request.userLocation === undefined || request.userLocation === null)) {
        return yield* Effect.fail(locationMissing());
      }

      const result = yield* Effect.promise(() => contributions.submit(contributionFields(authorId, taskId, request)));
      if (!result.ok) {
        if ("refused" in result) return yield* Effect.fail(refusalOfRepository[result.refused]());
        return yield* Effect.fail(
          domainError("REQUEST.INVALID", "contribute.upload.unavailable", {
            fields: { [result.unavailableUpload]: "contribute.upload.unavailable" },
          }),
        );
      }

      const pointsAwarded = yield* Effect.promise(() => points.award({ userId: authorId, action: "contributionSubmitted", reference: { kind: "contribution", id: result.contribution.id } }));

      const next = position === -1 ? undefined : sequence[position + 1];
      const nextTask: NextTask = next === undefined ? noNextTask : { hasNext: true, id: next.id, title: next.title };
      return { contribution: result.contribution, nextTask, pointsAwarded };
    }));

export type ContributeToTask = ReturnType<typeof makeContributeToTask>;

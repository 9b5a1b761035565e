import type { Language } from "../i18n/languages";
import type {
  AccountContribution,
  Contribution,
  PublicContribution,
  ReviewStatus,
  TaskContribution,
} from "../schemas/contributions";

export type { AccountContribution, Contribution, PublicContribution, TaskContribution };

/** What a contribution is about: its task and the task's service. */
export interface TaskReference {
  readonly id: number;
  readonly serviceId: number;
}

/** A contribution as the use case decided to store it (fields trimmed, contact cleared when not shared). */
export interface NewContribution {
  readonly taskId: number;
  readonly userId: number;
  readonly notes: string;
  readonly address: string | null;
  readonly phoneNumber: string | null;
  readonly contactNotes: string | null;
  readonly hasContactInfo: boolean;
  readonly allowDirectContact: boolean;
  readonly websiteUrl: string | null;
  readonly userLocation: { readonly latitude: number; readonly longitude: number } | null;
  /** Uploads of kind "media"; a contribution lists them in the order they were uploaded. */
  readonly mediaUploadIds: readonly string[];
  /** An upload of kind "pdf". */
  readonly pdfUploadId: string | null;
}

/**
 * Why a task refused a new contribution at the moment of writing: all its places were taken, or
 * the author already holds one of them (a pending or approved contribution).
 */
export type TaskRefusal = "task-full" | "already-contributed";

/**
 * Either the stored contribution, or which referenced upload could not be attached, or why the
 * task took no contribution (nothing was stored in either case).
 */
export type SubmitResult =
  | { readonly ok: true; readonly contribution: Contribution }
  | { readonly ok: false; readonly unavailableUpload: "mediaUploadIds" | "pdfUploadId" }
  | { readonly ok: false; readonly refused: TaskRefusal };

/** Fields an author may change; absent ones stay as they are. */
export interface ContributionPatch {
  readonly notes?: string;
  readonly address?: string | null;
  readonly contactNotes?: string | null;
  readonly websiteUrl?: string | null;
}

/** Either the saved contribution, or why it was not saved. */
export type EditResult =
  | { readonly ok: true; readonly contribution: Contribution }
  | { readonly ok: false; readonly reason: "not-found" | "reviewed" };

/** Most rows a member's own list answers, newest first. */
export const ownContributionsLimit = 200;

/** Most rows a task's public list answers, newest first. */
export const taskContributionsLimit = 200;

/** The statuses anyone may see in a task's list (docs/decisions/0005-contributions.md). */
export const publicReviewStatuses: readonly ReviewStatus[] = ["approved"];

/** Who reads a task's list: their own contributions show in every status, a moderator's view shows all. */
export interface TaskListReader {
  /** The signed-in member, or null for a visitor. */
  readonly userId: number | null;
  readonly seesEveryStatus: boolean;
}

export interface ContributionRepository {
  findTask(taskId: number): Promise<TaskReference | null>;
  /**
   * Stores the contribution as pending and attaches the uploads to it, in one transaction. Each
   * upload must belong to the author, be of the right kind and not yet be attached. The task's
   * places are checked in the same transaction, one writer per task at a time, so concurrent
   * submissions can never exceed its maxContributors nor give one member two places.
   */
  submit(contribution: NewContribution): Promise<SubmitResult>;
  /** The author's contribution, or null when it is not theirs (or does not exist). */
  findOwn(contributionId: number, userId: number): Promise<Contribution | null>;
  /**
   * Changes the author's contribution while it is still pending; `hasContactInfo` follows the
   * contact fields left (phone number, address, contact notes).
   */
  editOwn(contributionId: number, userId: number, patch: ContributionPatch): Promise<EditResult>;
  /**
   * A task's contributions the reader may see, newest first, without contact details: approved
   * ones, the reader's own in every status, and every one for a reader who sees every status.
   */
  listVisibleByTask(taskId: number, reader: TaskListReader): Promise<PublicContribution[]>;
  /** Ids of the service's tasks to which the member holds a place (a pending or approved contribution). */
  contributedTaskIds(userId: number, serviceId: number): Promise<number[]>;
  /** The member's contributions for the account page, newest first, task titles in the language. */
  listForAccount(userId: number, language: Language): Promise<AccountContribution[]>;
  /** The member's contributions with their task and review status, newest first. */
  listWithTasks(userId: number, language: Language): Promise<TaskContribution[]>;
}

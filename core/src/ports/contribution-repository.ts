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

/** Either the stored contribution, or which referenced upload could not be attached (nothing was stored). */
export type SubmitResult =
  | { readonly ok: true; readonly contribution: Contribution }
  | { readonly ok: false; readonly unavailableUpload: "mediaUploadIds" | "pdfUploadId" };

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
export const publicReviewStatuses: readonly ReviewStatus[] = ["pending", "approved"];

export interface ContributionRepository {
  findTask(taskId: number): Promise<TaskReference | null>;
  /**
   * Stores the contribution as pending and attaches the uploads to it, in one transaction. Each
   * upload must belong to the author, be of the right kind and not yet be attached.
   */
  submit(contribution: NewContribution): Promise<SubmitResult>;
  /** The author's contribution, or null when it is not theirs (or does not exist). */
  findOwn(contributionId: number, userId: number): Promise<Contribution | null>;
  /**
   * Changes the author's contribution while it is still pending; `hasContactInfo` follows the
   * contact fields left (phone number, address, contact notes).
   */
  editOwn(contributionId: number, userId: number, patch: ContributionPatch): Promise<EditResult>;
  /** A task's contributions in the public statuses, newest first, without contact details. */
  listPublicByTask(taskId: number): Promise<PublicContribution[]>;
  /** The member's contributions for the account page, newest first, task titles in the language. */
  listForAccount(userId: number, language: Language): Promise<AccountContribution[]>;
  /** The member's contributions with their task and review status, newest first. */
  listWithTasks(userId: number, language: Language): Promise<TaskContribution[]>;
}

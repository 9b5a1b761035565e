/*
 * In-memory twins of the contribution ports, for use-case tests. They keep the ports' promises
 * (uploads attached once, to their owner's contribution; one place per member and task, never
 * more than the task's maximum; edits only while pending).
 */
import type {
  Contribution,
  ContributionPatch,
  ContributionRepository,
  EditResult,
  NewContribution,
  SubmitResult,
  TaskListReader,
} from "../ports/contribution-repository";
import { publicReviewStatuses } from "../ports/contribution-repository";
import { isTaskFull } from "../rules/task-progress";
import type { ContributionImageProcessor, ImageProcessingResult } from "../ports/image-processor";
import type { UploadRecord, UploadStore } from "../ports/upload-store";
import type { ReviewStatus } from "../schemas/contributions";
import type { Task } from "../schemas/tasks";
import type { Language } from "../i18n/languages";

/** A task the twin knows, with its title and description per language when a test gives them. */
export type TwinTask = Task & { readonly translations?: Partial<Record<Language, { title: string; description: string }>> };

/** A task as the doubles know it (one language is enough here). */
export const taskOf = (overrides: Partial<Task> & Pick<Task, "id" | "serviceId" | "position">): Task => ({
  title: `Travay ${String(overrides.id)}`,
  description: "Deskripsyon travay la.",
  type: "tag-fatra",
  isPrerequisite: false,
  locationRequired: false,
  maxContributors: null,
  contributionCount: 0,
  ...overrides,
});

interface StoredContribution extends NewContribution {
  readonly id: number;
  status: ReviewStatus;
  rejectionReason: string | null;
  createdAt: Date;
}

export class MemoryUploads implements UploadStore {
  readonly rows = new Map<string, UploadRecord & { contributionId: number | null }>();

  async record(upload: UploadRecord) {
    this.rows.set(upload.id, { ...upload, contributionId: null });
  }
}

export class MemoryContributions implements ContributionRepository {
  readonly rows: StoredContribution[] = [];
  private lastId = 0;

  constructor(
    private readonly tasks: readonly TwinTask[],
    readonly uploads: MemoryUploads = new MemoryUploads(),
    private readonly now: () => Date = () => new Date("2026-03-10T12:00:00Z"),
  ) {}

  async findTask(taskId: number) {
    const task = this.tasks.find((candidate) => candidate.id === taskId);
    return task === undefined ? null : { id: task.id, serviceId: task.serviceId };
  }

  private usable(id: string, userId: number, kind: UploadRecord["kind"]): boolean {
    const upload = this.uploads.rows.get(id);
    return upload !== undefined && upload.userId === userId && upload.kind === kind && upload.contributionId === null;
  }

  private urlsOf(contributionId: number, kind: UploadRecord["kind"]): string[] {
    return [...this.uploads.rows.values()]
      .filter((upload) => upload.contributionId === contributionId && upload.kind === kind)
      .map((upload) => `/media/${upload.storageKey}`);
  }

  private view(row: StoredContribution): Contribution {
    return {
      id: row.id,
      taskId: row.taskId,
      notes: row.notes,
      address: row.address,
      phoneNumber: row.phoneNumber,
      hasContactInfo: row.hasContactInfo,
      allowDirectContact: row.allowDirectContact,
      hasWebsite: row.websiteUrl !== null,
      websiteUrl: row.websiteUrl,
      contactNotes: row.contactNotes,
      mediaUrls: this.urlsOf(row.id, "media"),
      pdfUrl: this.urlsOf(row.id, "pdf")[0] ?? null,
      status: row.status,
      rejectionReason: row.rejectionReason,
      contributedAt: row.createdAt.toISOString(),
    };
  }

  /** Rows holding a place in the task: pending and approved ones. */
  private placesOf(taskId: number): StoredContribution[] {
    return this.rows.filter((row) => row.taskId === taskId && row.status !== "rejected");
  }

  async submit(contribution: NewContribution): Promise<SubmitResult> {
    if (!contribution.mediaUploadIds.every((id) => this.usable(id, contribution.userId, "media"))) {
      return { ok: false, unavailableUpload: "mediaUploadIds" };
    }
    if (contribution.pdfUploadId !== null && !this.usable(contribution.pdfUploadId, contribution.userId, "pdf")) {
      return { ok: false, unavailableUpload: "pdfUploadId" };
    }
    const places = this.placesOf(contribution.taskId);
    if (places.some((row) => row.userId === contribution.userId)) return { ok: false, refused: "already-contributed" };
    const maxContributors = this.tasks.find((task) => task.id === contribution.taskId)?.maxContributors ?? null;
    if (isTaskFull({ contributionCount: places.length, maxContributors })) return { ok: false, refused: "task-full" };
    return { ok: true, contribution: this.store(contribution) };
  }

  /**
   * Stores a row as it stands, without the task's checks: for fixtures that need what the rules
   * would no longer let through (a second contribution while the first still waits for review).
   */
  store(contribution: NewContribution): Contribution {
    this.lastId += 1;
    const row: StoredContribution = { ...contribution, id: this.lastId, status: "pending", rejectionReason: null, createdAt: this.now() };
    this.rows.push(row);
    for (const id of [...contribution.mediaUploadIds, ...(contribution.pdfUploadId === null ? [] : [contribution.pdfUploadId])]) {
      const upload = this.uploads.rows.get(id);
      if (upload !== undefined) upload.contributionId = row.id;
    }
    return this.view(row);
  }

  async contributedTaskIds(userId: number, serviceId: number): Promise<number[]> {
    const ofService = new Set(this.tasks.filter((task) => task.serviceId === serviceId).map((task) => task.id));
    return [...new Set(this.rows.filter((row) => row.userId === userId && row.status !== "rejected" && ofService.has(row.taskId)).map((row) => row.taskId))];
  }

  async findOwn(contributionId: number, userId: number) {
    const row = this.rows.find((candidate) => candidate.id === contributionId && candidate.userId === userId);
    return row === undefined ? null : this.view(row);
  }

  async editOwn(contributionId: number, userId: number, patch: ContributionPatch): Promise<EditResult> {
    const index = this.rows.findIndex((candidate) => candidate.id === contributionId && candidate.userId === userId);
    const row = this.rows[index];
    if (row === undefined) return { ok: false, reason: "not-found" };
    if (row.status !== "pending") return { ok: false, reason: "reviewed" };
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const updated: StoredContribution = { ...row, ...defined };
    const hasContactInfo = updated.phoneNumber !== null || updated.address !== null || updated.contactNotes !== null;
    this.rows[index] = { ...updated, hasContactInfo };
    return { ok: true, contribution: this.view({ ...updated, hasContactInfo }) };
  }

  /** What a moderator's review would do, for tests of what follows it. */
  review(contributionId: number, status: ReviewStatus, rejectionReason: string | null = null): void {
    const row = this.rows.find((candidate) => candidate.id === contributionId);
    if (row === undefined) throw new Error(`no contribution ${String(contributionId)}`);
    row.status = status;
    row.rejectionReason = rejectionReason;
  }

  private newestFirst(rows: StoredContribution[]): StoredContribution[] {
    return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  async listVisibleByTask(taskId: number, reader: TaskListReader) {
    const visible = (row: StoredContribution): boolean =>
      reader.seesEveryStatus || publicReviewStatuses.includes(row.status) || row.userId === reader.userId;
    return this.newestFirst(this.rows.filter((row) => row.taskId === taskId && visible(row))).map((row) => ({
      id: row.id,
      taskId: row.taskId,
      notes: row.notes,
      status: row.status,
      contributedAt: row.createdAt.toISOString(),
    }));
  }

  /** The row's task in the reader's language, else Creole, else as given (like the SQL coalesce). */
  private taskOfRow(row: StoredContribution, language: Language): Task {
    const task = this.tasks.find((candidate) => candidate.id === row.taskId);
    if (task === undefined) throw new Error(`no task ${String(row.taskId)}`);
    return { ...task, ...(task.translations?.[language] ?? task.translations?.ht) };
  }

  async listForAccount(userId: number, language: Language) {
    return this.newestFirst(this.rows.filter((row) => row.userId === userId)).map((row) => ({
      id: row.id,
      taskTitle: this.taskOfRow(row, language).title,
      notes: row.notes,
      contributedAt: row.createdAt.toISOString(),
      hasContactInfo: row.hasContactInfo,
      status: row.status,
    }));
  }

  async listWithTasks(userId: number, language: Language) {
    return this.newestFirst(this.rows.filter((row) => row.userId === userId)).map((row) => {
      const task = this.taskOfRow(row, language);
      return {
        id: row.id,
        status: row.status,
        rejectionReason: row.rejectionReason,
        contributionType: task.type,
        submittedAt: row.createdAt.toISOString(),
        location: row.address === null ? null : { name: row.address },
        task: { id: task.id, title: task.title, description: task.description },
      };
    });
  }
}

/** Re-encodes any picture to four fixed bytes, or refuses every one as unreadable; counts its calls. */
export const fakeContributionImages = ({ readable = true } = {}): ContributionImageProcessor & { calls: number } => {
  const processor = {
    calls: 0,
    async processContributionImage(): Promise<ImageProcessingResult> {
      processor.calls += 1;
      return readable
        ? { ok: true, image: { bytes: Uint8Array.from([0x57, 0x45, 0x42, 0x50]), contentType: "image/webp", extension: "webp", width: 1, height: 1 } }
        : { ok: false, messageKey: "contribute.upload.imageLoad" };
    },
  };
  return processor;
};

/** A new contribution's fields with nothing optional filled; tests override what they need. */
export const newContribution = (overrides: Partial<NewContribution> = {}): NewContribution => ({
  taskId: 10,
  userId: 7,
  notes: "Gen yon gwo pil fatra devan lekòl la depi twa jou.",
  address: null,
  phoneNumber: null,
  contactNotes: null,
  hasContactInfo: false,
  allowDirectContact: false,
  websiteUrl: null,
  userLocation: null,
  mediaUploadIds: [],
  pdfUploadId: null,
  ...overrides,
});

/**
 * Two tasks of service 4 and four contributions a minute apart: member 7's pending, member 8's
 * approved (with a phone number), member 7's rejected, and member 7's on the second task (with an address).
 */
export const contributionsInEveryStatus = async () => {
  let clock = Date.parse("2026-03-10T12:00:00Z");
  const contributions = new MemoryContributions(
    [taskOf({ id: 10, serviceId: 4, position: 1, title: "Make pil fatra a", type: "tag-fatra" }), taskOf({ id: 11, serviceId: 4, position: 2 })],
    undefined,
    () => new Date((clock += 60_000)),
  );
  // Stored as they stand: member 7's rejected one was sent while their first still waited.
  const store = (overrides: Partial<NewContribution>): number => contributions.store(newContribution(overrides)).id;
  const ids = {
    pending: store({}),
    approved: store({ userId: 8, phoneNumber: "+50937123456", hasContactInfo: true }),
    rejected: store({}),
    otherTask: store({ taskId: 11, address: "Mache Fè", hasContactInfo: true }),
  };
  contributions.review(ids.approved, "approved");
  contributions.review(ids.rejected, "rejected", "Pa gen foto.");
  return { contributions, ids };
};

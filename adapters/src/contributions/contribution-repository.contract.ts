import type { ContributionRepository, NewContribution } from "@kominote/core/ports/contribution-repository";
import type { UploadRecord, UploadStore } from "@kominote/core/ports/upload-store";
import { newContribution as contributionFields } from "@kominote/core/testing/contribution-doubles";
import { beforeEach, expect, it } from "vitest";
import type { RepositoryFixtures } from "../services/repository-fixtures";

/** The adapters under test over empty storage, and ways to fill and inspect it. */
export interface ContributionHarness {
  readonly contributions: ContributionRepository;
  readonly uploads: UploadStore;
  readonly given: RepositoryFixtures & {
    /** Sets a contribution's review as a moderator would, and its creation time. */
    review(contributionId: number, status: "approved" | "rejected", reason?: string): Promise<void>;
    backdate(contributionId: number, createdAt: Date): Promise<void>;
  };
  /** Which contribution each upload is attached to (null when free). */
  attachments(): Promise<Record<string, number | null>>;
  contributionCount(): Promise<number>;
}

const newContribution = (taskId: number, userId: number, overrides: Partial<NewContribution> = {}): NewContribution =>
  contributionFields({ taskId, userId, ...overrides });

const { notes } = contributionFields();

let uploadCount = 0;
const upload = (userId: number, kind: "media" | "pdf"): UploadRecord => {
  uploadCount += 1;
  const suffix = String(uploadCount).padStart(12, "0");
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    userId,
    kind,
    contentType: kind === "pdf" ? "application/pdf" : "image/webp",
    storageKey: `contribution-key${suffix}.${kind === "pdf" ? "pdf" : "webp"}`,
    byteSize: 1234,
    originalName: "foto.jpg",
  };
};

/**
 * The behaviour every ContributionRepository promises, registered inside the caller's describe
 * block. `fresh` must hand back the adapters over empty storage.
 */
export const contributionRepositoryContract = (fresh: () => Promise<ContributionHarness>): void => {
  let harness: ContributionHarness;
  let serviceId: number;
  let taskId: number;
  let nextTaskId: number;
  let author: number;
  let other: number;

  beforeEach(async () => {
    harness = await fresh();
    const { given } = harness;
    serviceId = await given.addService({ slug: "jesyon-fatra", position: 1, text: { ht: { name: "Jesyon Fatra", description: "" } } });
    taskId = await given.addTask({
      serviceId,
      position: 1,
      type: "tag-fatra",
      text: {
        ht: { title: "Make yon pil fatra", description: "Pran foto pil fatra a." },
        en: { title: "Tag a rubbish pile", description: "Take a photo of the pile." },
      },
    });
    nextTaskId = await given.addTask({ serviceId, position: 2, text: { ht: { title: "Siyale kanal", description: "Kanal bouche." } } });
    author = await given.addMember({ joinedServiceId: serviceId });
    other = await given.addMember({ joinedServiceId: serviceId });
  });

  const submitted = async (contribution: NewContribution) => {
    const result = await harness.contributions.submit(contribution);
    if (!result.ok) throw new Error(`refused: ${"refused" in result ? result.refused : result.unavailableUpload}`);
    return result.contribution;
  };

  it("finds a task's service, and nothing for an unknown task", async () => {
    expect(await harness.contributions.findTask(taskId)).toEqual({ id: taskId, serviceId });
    expect(await harness.contributions.findTask(999_999)).toBeNull();
  });

  it("stores a pending contribution with every field and its files, in upload order", async () => {
    const first = upload(author, "media");
    const second = upload(author, "media");
    const pdf = upload(author, "pdf");
    for (const file of [first, second, pdf]) await harness.uploads.record(file);

    const contribution = await submitted(
      newContribution(taskId, author, {
        address: "Ri Pave, Jakmèl",
        phoneNumber: "+50937123456",
        contactNotes: "Apre 3è",
        hasContactInfo: true,
        allowDirectContact: true,
        websiteUrl: "https://lakay.ht",
        userLocation: { latitude: 18.2341, longitude: -72.5347 },
        mediaUploadIds: [first.id, second.id],
        pdfUploadId: pdf.id,
      }),
    );
    expect(contribution).toEqual({
      id: contribution.id,
      taskId,
      notes,
      address: "Ri Pave, Jakmèl",
      phoneNumber: "+50937123456",
      hasContactInfo: true,
      allowDirectContact: true,
      hasWebsite: true,
      websiteUrl: "https://lakay.ht",
      contactNotes: "Apre 3è",
      mediaUrls: [`/media/${first.storageKey}`, `/media/${second.storageKey}`],
      pdfUrl: `/media/${pdf.storageKey}`,
      status: "pending",
      rejectionReason: null,
      contributedAt: contribution.contributedAt,
    });
    expect(Number.isNaN(Date.parse(contribution.contributedAt))).toBe(false);
    expect(await harness.contributions.findOwn(contribution.id, author)).toEqual(contribution);
    expect(await harness.attachments()).toEqual({ [first.id]: contribution.id, [second.id]: contribution.id, [pdf.id]: contribution.id });
  });

  it("refuses another member's upload, one of the wrong kind or one already attached, and stores nothing", async () => {
    const theirs = upload(other, "media");
    const mine = upload(author, "media");
    const pdf = upload(author, "pdf");
    for (const file of [theirs, mine, pdf]) await harness.uploads.record(file);

    const refusals = [
      [{ mediaUploadIds: [mine.id, theirs.id] }, "mediaUploadIds"],
      [{ mediaUploadIds: [pdf.id] }, "mediaUploadIds"],
      [{ pdfUploadId: mine.id }, "pdfUploadId"],
      [{ mediaUploadIds: ["00000000-0000-4000-8000-999999999999"] }, "mediaUploadIds"],
    ] as const;
    for (const [overrides, field] of refusals) {
      expect(await harness.contributions.submit(newContribution(taskId, author, overrides))).toEqual({ ok: false, unavailableUpload: field });
    }
    expect(await harness.contributionCount()).toBe(0);
    expect(Object.values(await harness.attachments())).toEqual([null, null, null]);

    await submitted(newContribution(taskId, author, { mediaUploadIds: [mine.id] }));
    expect(await harness.contributions.submit(newContribution(nextTaskId, author, { mediaUploadIds: [mine.id] }))).toEqual({
      ok: false,
      unavailableUpload: "mediaUploadIds",
    });
    expect(await harness.contributionCount()).toBe(1);
  });

  it("lets only one of two simultaneous submissions take the same file", async () => {
    const file = upload(author, "media");
    await harness.uploads.record(file);
    const results = await Promise.all(
      [taskId, nextTaskId].map((task) => harness.contributions.submit(newContribution(task, author, { mediaUploadIds: [file.id] }))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await harness.contributionCount()).toBe(1);
  });

  it("shows a contribution to its author only", async () => {
    const contribution = await submitted(newContribution(taskId, author));
    expect(await harness.contributions.findOwn(contribution.id, other)).toBeNull();
    expect(await harness.contributions.findOwn(999_999, author)).toBeNull();
  });

  it("edits the author's pending contribution, keeping contact info in step with the fields left", async () => {
    const contribution = await submitted(newContribution(taskId, author, { address: "Okap", hasContactInfo: true }));
    const edited = await harness.contributions.editOwn(contribution.id, author, {
      notes: "Pil fatra a vin pi gwo, li bouche kanal la kounye a.",
      address: null,
      websiteUrl: "https://lakay.ht",
    });
    expect(edited).toEqual({
      ok: true,
      contribution: {
        ...contribution,
        notes: "Pil fatra a vin pi gwo, li bouche kanal la kounye a.",
        address: null,
        hasContactInfo: false,
        websiteUrl: "https://lakay.ht",
        hasWebsite: true,
      },
    });
    const noted = await harness.contributions.editOwn(contribution.id, author, { contactNotes: "Rele m apre midi" });
    expect(noted.ok && noted.contribution).toMatchObject({ contactNotes: "Rele m apre midi", hasContactInfo: true, notes: edited.ok ? edited.contribution.notes : "" });
  });

  it("edits neither another member's contribution nor a reviewed one", async () => {
    const contribution = await submitted(newContribution(taskId, author));
    expect(await harness.contributions.editOwn(contribution.id, other, { notes: "Yon lòt moun eseye chanje sa." })).toEqual({
      ok: false,
      reason: "not-found",
    });
    await harness.given.review(contribution.id, "approved");
    expect(await harness.contributions.editOwn(contribution.id, author, { notes: "Mwen ta renmen chanje sa m te ekri." })).toEqual({
      ok: false,
      reason: "reviewed",
    });
    expect((await harness.contributions.findOwn(contribution.id, author))?.notes).toBe(notes);
  });

  it("lists a task's approved contributions to anyone, the reader's own in every status, all of them to a reviewer", async () => {
    const old = await submitted(newContribution(taskId, author, { phoneNumber: "+50937123456", hasContactInfo: true }));
    const rejected = await submitted(newContribution(taskId, other));
    await harness.given.review(rejected.id, "rejected", "Pa gen foto.");
    const recent = await submitted(newContribution(taskId, other));
    await submitted(newContribution(nextTaskId, author));
    await harness.given.backdate(old.id, new Date("2026-01-01T10:00:00Z"));
    await harness.given.backdate(rejected.id, new Date("2026-01-02T10:00:00Z"));
    await harness.given.backdate(recent.id, new Date("2026-01-03T10:00:00Z"));
    await harness.given.review(old.id, "approved");

    const approvedOld = { id: old.id, taskId, notes, status: "approved", contributedAt: "2026-01-01T10:00:00.000Z" };
    const pendingRecent = { id: recent.id, taskId, notes, status: "pending", contributedAt: "2026-01-03T10:00:00.000Z" };
    const rejectedOne = { id: rejected.id, taskId, notes, status: "rejected", contributedAt: "2026-01-02T10:00:00.000Z" };
    const list = (userId: number | null, seesEveryStatus = false) => harness.contributions.listVisibleByTask(taskId, { userId, seesEveryStatus });

    expect(await list(null)).toEqual([approvedOld]);
    expect(await list(author)).toEqual([approvedOld]);
    expect(await list(other)).toEqual([pendingRecent, rejectedOne, approvedOld]);
    expect(await list(null, true)).toEqual([pendingRecent, rejectedOne, approvedOld]);
    expect(await harness.contributions.listVisibleByTask(999_999, { userId: null, seesEveryStatus: true })).toEqual([]);
  });

  it("gives each member one place per task: a second is refused until a moderator rejects the first", async () => {
    const first = await submitted(newContribution(taskId, author));
    expect(await harness.contributions.submit(newContribution(taskId, author))).toEqual({ ok: false, refused: "already-contributed" });
    await harness.given.review(first.id, "approved");
    expect(await harness.contributions.submit(newContribution(taskId, author))).toEqual({ ok: false, refused: "already-contributed" });
    expect(await harness.contributionCount()).toBe(1);

    const theirs = await submitted(newContribution(taskId, other));
    await harness.given.review(theirs.id, "rejected", "Pa gen foto.");
    expect((await submitted(newContribution(taskId, other))).status).toBe("pending");
  });

  it("closes a task at its maximum of contributors; a rejected contribution frees its place", async () => {
    const capped = await harness.given.addTask({ serviceId, position: 3, maxContributors: 2, text: { ht: { title: "De plas", description: "" } } });
    const third = await harness.given.addMember({ joinedServiceId: serviceId });
    await submitted(newContribution(capped, author));
    const second = await submitted(newContribution(capped, other));
    expect(await harness.contributions.submit(newContribution(capped, third))).toEqual({ ok: false, refused: "task-full" });
    await harness.given.review(second.id, "rejected", "Pa gen foto.");
    expect((await submitted(newContribution(capped, third))).taskId).toBe(capped);
  });

  it("never exceeds the maximum under simultaneous submissions, nor gives one member two places", async () => {
    const capped = await harness.given.addTask({ serviceId, position: 3, maxContributors: 2, text: { ht: { title: "De plas", description: "" } } });
    const members = [author, other, ...(await Promise.all([1, 2, 3].map(() => harness.given.addMember({ joinedServiceId: serviceId }))))];
    const results = await Promise.all(members.map((member) => harness.contributions.submit(newContribution(capped, member))));
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok)).toEqual([1, 2, 3].map(() => ({ ok: false, refused: "task-full" })));

    const twice = await Promise.all([1, 2, 3].map(() => harness.contributions.submit(newContribution(taskId, author))));
    expect(twice.filter((result) => result.ok)).toHaveLength(1);
    expect(await harness.contributionCount()).toBe(3);
  });

  it("names the tasks of a service where the member holds a place, not rejected ones nor other services'", async () => {
    const elsewhere = await harness.given.addService({ slug: "dlo", position: 2, text: { ht: { name: "Dlo", description: "" } } });
    const otherServiceTask = await harness.given.addTask({ serviceId: elsewhere, position: 1, text: { ht: { title: "Dlo", description: "" } } });
    const rejected = await submitted(newContribution(taskId, author));
    await harness.given.review(rejected.id, "rejected", "Pa gen foto.");
    await submitted(newContribution(nextTaskId, author));
    await submitted(newContribution(taskId, other));
    await submitted(newContribution(otherServiceTask, author));

    expect(await harness.contributions.contributedTaskIds(author, serviceId)).toEqual([nextTaskId]);
    expect(await harness.contributions.contributedTaskIds(other, serviceId)).toEqual([taskId]);
    expect(await harness.contributions.contributedTaskIds(author, elsewhere)).toEqual([otherServiceTask]);
  });

  it("lists the member's own contributions, newest first, with the task in their language", async () => {
    const first = await submitted(newContribution(taskId, author, { address: "Mache Fè", hasContactInfo: true }));
    const second = await submitted(newContribution(nextTaskId, author));
    await submitted(newContribution(taskId, other));
    await harness.given.backdate(first.id, new Date("2026-02-01T08:00:00Z"));
    await harness.given.backdate(second.id, new Date("2026-02-02T08:00:00Z"));
    await harness.given.review(first.id, "rejected", "Pa gen foto.");

    expect(await harness.contributions.listForAccount(author, "en")).toEqual([
      { id: second.id, taskTitle: "Siyale kanal", notes, contributedAt: "2026-02-02T08:00:00.000Z", hasContactInfo: false, status: "pending" },
      { id: first.id, taskTitle: "Tag a rubbish pile", notes, contributedAt: "2026-02-01T08:00:00.000Z", hasContactInfo: true, status: "rejected" },
    ]);
    expect(await harness.contributions.listWithTasks(author, "ht")).toEqual([
      {
        id: second.id,
        status: "pending",
        rejectionReason: null,
        contributionType: "kat-pwen-dlo",
        submittedAt: "2026-02-02T08:00:00.000Z",
        location: null,
        task: { id: nextTaskId, title: "Siyale kanal", description: "Kanal bouche." },
      },
      {
        id: first.id,
        status: "rejected",
        rejectionReason: "Pa gen foto.",
        contributionType: "tag-fatra",
        submittedAt: "2026-02-01T08:00:00.000Z",
        location: { name: "Mache Fè" },
        task: { id: taskId, title: "Make yon pil fatra", description: "Pran foto pil fatra a." },
      },
    ]);
    expect(await harness.contributions.listForAccount(await harness.given.addMember({ joinedServiceId: null }), "ht")).toEqual([]);
  });
};

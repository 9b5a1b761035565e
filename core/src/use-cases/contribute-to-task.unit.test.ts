import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { TaskRepository } from "../ports/task-repository";
import type { ContributeRequest } from "../schemas/contributions";
import type { Task } from "../schemas/tasks";
import { memberRecord, readOnlyUsers } from "../testing/account-doubles";
import { MemoryContributions, newContribution, taskOf } from "../testing/contribution-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";
import { makeContributeToTask } from "./contribute-to-task";

const notes = "Gen yon gwo pil fatra devan lekòl la depi twa jou.";
const first = taskOf({ id: 10, serviceId: 4, position: 1, title: "Make pil fatra a" });
const second = taskOf({ id: 11, serviceId: 4, position: 2, title: "Siyale kanal la" });
const third = taskOf({ id: 12, serviceId: 4, position: 3, title: "Òganize ranmasaj" });
const elsewhere = taskOf({ id: 20, serviceId: 5, position: 1 });

let tasks: Task[];
let contributions: MemoryContributions;
let points: RecordingPointsLedger;
let unitOfWork: RecordingUnitOfWork;

/** The catalogue counts what the contributions hold, as the real one does. */
const catalogue: TaskRepository = {
  listByService: async (serviceId) =>
    tasks
      .filter((task) => task.serviceId === serviceId)
      .map((task) => ({
        ...task,
        contributionCount: contributions.rows.filter((row) => row.taskId === task.id && row.status !== "rejected").length,
      })),
};

const users = readOnlyUsers([
  memberRecord({ id: 7, joinedServiceId: 4 }),
  memberRecord({ id: 8, joinedServiceId: 5, email: null, phoneNumber: null }),
  memberRecord({ id: 9, joinedServiceId: 4, email: "dyeri@example.ht", phoneNumber: null }),
  memberRecord({ id: 6, joinedServiceId: 4, email: "wozlin@example.ht", phoneNumber: null }),
]);

beforeEach(() => {
  tasks = [first, second, third, elsewhere];
  contributions = new MemoryContributions(tasks);
  points = new RecordingPointsLedger();
  unitOfWork = new RecordingUnitOfWork();
});

const contribute = (taskId: number, request: Partial<ContributeRequest> = {}, authorId = 7) =>
  Effect.runPromise(
    Effect.result(
      makeContributeToTask({ contributions, tasks: catalogue, users, points, unitOfWork })({
        authorId,
        taskId,
        request: { notes, ...request },
        language: "ht",
      }),
    ),
  );

const success = async (...args: Parameters<typeof contribute>) => {
  const result = await contribute(...args);
  if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
  return result.success;
};

const failure = async (...args: Parameters<typeof contribute>) => {
  const result = await contribute(...args);
  if (!Result.isFailure(result)) throw new Error("expected a failure");
  return result.failure;
};

const addUpload = (id: string, userId: number, kind: "media" | "pdf") =>
  contributions.uploads.record({ id, userId, kind, contentType: "image/webp", storageKey: `key-${id}.webp`, byteSize: 4, originalName: "" });

describe("contributeToTask", () => {
  it("records a pending contribution by the signed-in member, pays its points and names the next task", async () => {
    const answer = await success(10, { userId: 999 });
    expect(answer.contribution).toMatchObject({ taskId: 10, notes, status: "pending", hasContactInfo: false, rejectionReason: null });
    expect(contributions.rows[0]?.userId).toBe(7);
    expect(answer.pointsAwarded).toBe(10);
    expect(points.awards).toEqual([{ userId: 7, action: "contributionSubmitted", reference: { kind: "contribution", id: answer.contribution.id } }]);
    expect(answer.nextTask).toEqual({ hasNext: true, id: 11, title: "Siyale kanal la" });
  });

  it("answers that nothing follows the last task", async () => {
    await success(10);
    await success(11);
    expect((await success(12)).nextTask).toEqual({ hasNext: false, id: null, title: null });
  });

  it("keeps contact details only when the member chose to share them", async () => {
    const shared = await success(10, {
      hasContactInfo: true,
      phoneNumber: "+50937123456",
      address: "Ri Pave, Jakmèl",
      contactNotes: "",
      allowDirectContact: true,
    });
    expect(shared.contribution).toMatchObject({
      hasContactInfo: true,
      phoneNumber: "+50937123456",
      address: "Ri Pave, Jakmèl",
      contactNotes: null,
      allowDirectContact: true,
    });

    const withheld = await success(10, { hasContactInfo: false, phoneNumber: "+50937123456", address: "Ri Pave", allowDirectContact: true }, 9);
    expect(withheld.contribution).toMatchObject({ hasContactInfo: false, phoneNumber: null, address: null, contactNotes: null, allowDirectContact: false });
  });

  it("allows direct contact only with a phone number, and counts no empty contact as shared", async () => {
    const noPhone = await success(10, { hasContactInfo: true, address: "Okap", allowDirectContact: true });
    expect(noPhone.contribution).toMatchObject({ hasContactInfo: true, allowDirectContact: false });
    const empty = await success(10, { hasContactInfo: true, address: "", phoneNumber: null }, 9);
    expect(empty.contribution.hasContactInfo).toBe(false);
  });

  it("keeps the website only when the member said they have one", async () => {
    expect((await success(10, { hasWebsite: true, websiteUrl: "https://lakay.ht" })).contribution).toMatchObject({
      hasWebsite: true,
      websiteUrl: "https://lakay.ht",
    });
    expect((await success(10, { hasWebsite: false, websiteUrl: "https://lakay.ht" }, 9)).contribution).toMatchObject({
      hasWebsite: false,
      websiteUrl: null,
    });
  });

  it("stores the position the member shared", async () => {
    await success(10, { userLocation: { latitude: 18.2341, longitude: -72.5347 } });
    expect(contributions.rows[0]?.userLocation).toEqual({ latitude: 18.2341, longitude: -72.5347 });
  });

  it("attaches the member's own uploads of the right kind", async () => {
    await addUpload("m1", 7, "media");
    await addUpload("m2", 7, "media");
    await addUpload("p1", 7, "pdf");
    const answer = await success(10, { mediaUploadIds: ["m1", "m2", "m1"], pdfUploadId: "p1" });
    expect(answer.contribution.mediaUrls).toEqual(["/media/key-m1.webp", "/media/key-m2.webp"]);
    expect(answer.contribution.pdfUrl).toBe("/media/key-p1.webp");
  });

  it.each([
    ["another member's upload", { mediaUploadIds: ["theirs"] }, "mediaUploadIds"],
    ["an unknown upload", { mediaUploadIds: ["nothing"] }, "mediaUploadIds"],
    ["a PDF given as media", { mediaUploadIds: ["p1"] }, "mediaUploadIds"],
    ["media given as the PDF", { pdfUploadId: "m1" }, "pdfUploadId"],
    ["an upload already attached", { mediaUploadIds: ["used"] }, "mediaUploadIds"],
  ])("refuses %s and saves nothing", async (_case, request, field) => {
    await addUpload("theirs", 8, "media");
    await addUpload("m1", 7, "media");
    await addUpload("p1", 7, "pdf");
    await addUpload("used", 7, "media");
    await success(10, { mediaUploadIds: ["used"] });
    const error = await failure(11, request);
    expect(error).toMatchObject({ code: "REQUEST.INVALID", fields: { [field]: "contribute.upload.unavailable" } });
    expect(contributions.rows).toHaveLength(1);
    expect(points.awards).toHaveLength(1);
  });

  it("refuses a task of a service the member has not joined", async () => {
    const error = await failure(20);
    expect(error).toMatchObject({ code: "CONTRIBUTION.SERVICE_NOT_JOINED", messageKey: "contribute.error.serviceNotJoined" });
    expect(contributions.rows).toHaveLength(0);
    expect(points.awards).toHaveLength(0);
  });

  it("refuses a task still waiting for its predecessor, and opens it once the predecessor has a contribution", async () => {
    expect(await failure(12)).toMatchObject({ code: "CONTRIBUTION.TASK_WAITING", messageKey: "contribute.error.taskWaiting" });
    await success(10);
    await success(11);
    expect((await success(12)).contribution.taskId).toBe(12);
  });

  it("opens a task for a second member by their own path, whatever the first member completed", async () => {
    await success(10);
    await success(11);
    // Member 9 finds task 11 waiting for them although member 7 completed it, and task 10 open.
    expect(await failure(11, {}, 9)).toMatchObject({ code: "CONTRIBUTION.TASK_WAITING" });
    expect((await success(10, {}, 9)).nextTask).toMatchObject({ id: 11 });
    expect((await success(11, {}, 9)).contribution.taskId).toBe(11);
  });

  it("refuses a second contribution to a task the member already contributed to, until a moderator rejects it", async () => {
    const first = await success(10);
    expect(await failure(10)).toMatchObject({ code: "CONTRIBUTION.ALREADY_CONTRIBUTED", messageKey: "contribute.error.alreadyContributed" });
    contributions.review(first.contribution.id, "rejected", "Pa gen foto.");
    expect((await success(10)).contribution.status).toBe("pending");
    expect(points.awards).toHaveLength(2);
  });

  it("refuses a task that holds its maximum of contributors, and opens the next one instead", async () => {
    tasks = [{ ...first, maxContributors: 1 }, second, third];
    contributions = new MemoryContributions(tasks);
    await success(10, {}, 9);
    expect(await failure(10)).toMatchObject({ code: "CONTRIBUTION.TASK_CLOSED", messageKey: "contribute.error.taskClosed" });
    expect((await success(11)).contribution.taskId).toBe(11);
    expect(contributions.rows.filter((row) => row.taskId === 10)).toHaveLength(1);
  });

  it("answers the task closed when another member took its last place while this one was being sent", async () => {
    tasks = [{ ...first, maxContributors: 1 }, second, third];
    contributions = new MemoryContributions(tasks);
    // The catalogue still shows the place free; the repository finds it taken at the moment of writing.
    const stale: TaskRepository = { listByService: async () => tasks };
    contributions.store(newContribution({ taskId: 10, userId: 6 }));
    const result = await Effect.runPromise(
      Effect.result(
        makeContributeToTask({ contributions, tasks: stale, users, points, unitOfWork })({
          authorId: 7,
          taskId: 10,
          request: { notes },
          language: "ht",
        }),
      ),
    );
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "CONTRIBUTION.TASK_CLOSED" });
    expect(points.awards).toHaveLength(0);
  });

  it("refuses a task that needs a position without one, as a field error on userLocation", async () => {
    tasks = [{ ...first, locationRequired: true }, second, third];
    contributions = new MemoryContributions(tasks);
    expect(await failure(10)).toMatchObject({
      code: "REQUEST.INVALID",
      fields: { userLocation: "contribute.error.locationRequired" },
    });
    expect(await failure(10, { userLocation: null })).toMatchObject({ fields: { userLocation: "contribute.error.locationRequired" } });
    expect(contributions.rows).toHaveLength(0);
    expect((await success(10, { userLocation: { latitude: 18.5392, longitude: -72.335 } })).contribution.taskId).toBe(10);
  });

  it("refuses an unknown task", async () => {
    expect(await failure(404)).toMatchObject({ code: "TASK.NOT_FOUND", messageKey: "errors.task.notFound" });
  });

  it("stores the contribution and its points in one unit of work: a ledger failure undoes the contribution", async () => {
    points.failWith = new Error("ledger down");
    await success(10).catch(() => undefined);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });
});

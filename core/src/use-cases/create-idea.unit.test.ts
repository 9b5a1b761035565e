import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { createIdeaRequestSchema } from "../schemas/ideas";
import { MemoryIdeas } from "../testing/idea-doubles";
import { serviceNamed, servicesOf } from "../testing/service-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";
import { makeCreateIdea } from "./create-idea";

const water = serviceNamed(1, { ht: "Dlo ak Sanitasyon", fr: "Eau et assainissement" });

let ideas: MemoryIdeas;
let points: RecordingPointsLedger;
let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  ideas = new MemoryIdeas([water], new Map([[7, "Marie Joseph"]]));
  points = new RecordingPointsLedger();
  unitOfWork = new RecordingUnitOfWork();
});

const create = (serviceId: number, content = "Netwaye kanal yo chak mwa.", language: "ht" | "fr" = "ht") =>
  Effect.runPromise(
    Effect.result(
      makeCreateIdea({ ideas, services: servicesOf([water]), points, unitOfWork })({
        authorId: 7,
        request: { serviceId, content },
        language,
      }),
    ),
  );

describe("createIdea", () => {
  it("stores the member's idea, pays its points and answers it as its author sees it", async () => {
    const result = await create(1, "Netwaye kanal yo chak mwa.", "fr");
    if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
    expect(result.success).toEqual({
      id: result.success.id,
      content: "Netwaye kanal yo chak mwa.",
      serviceId: 1,
      serviceName: "Eau et assainissement",
      authorName: "Marie Joseph",
      createdAt: result.success.createdAt,
      voteCount: 0,
      pointsEarned: 0,
      hasVoted: false,
      isOwn: true,
    });
    expect(ideas.ideas).toHaveLength(1);
    expect(ideas.ideas[0]?.authorId).toBe(7);
    expect(points.awards).toEqual([{ userId: 7, action: "ideaShared", reference: { kind: "idea", id: result.success.id } }]);
  });

  it("refuses an unknown service and stores nothing", async () => {
    const result = await create(404);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "SERVICE.NOT_FOUND", messageKey: "errors.service.notFound" });
    expect(ideas.ideas).toHaveLength(0);
    expect(points.awards).toHaveLength(0);
  });

  it("stores the idea and its points in one unit of work: a ledger failure undoes the idea", async () => {
    points.failWith = new Error("ledger down");
    await create(1).catch(() => undefined);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });
});

describe("the idea request", () => {
  it("trims the content and refuses it blank with the SPEC's message key", () => {
    expect(createIdeaRequestSchema.parse({ content: "  Yon ide  ", serviceId: 1 }).content).toBe("Yon ide");
    const blank = createIdeaRequestSchema.safeParse({ content: "   \n ", serviceId: 1 });
    expect(blank.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["content", "validation.idea.empty"]]);
  });

  it.each([undefined, "3", 0, 1.5])("refuses the service %j with its message key", (serviceId) => {
    const parsed = createIdeaRequestSchema.safeParse({ content: "Yon ide", serviceId });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["serviceId", "validation.idea.serviceRequired"]]);
  });
});

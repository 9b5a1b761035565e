import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryContributions, taskOf } from "../testing/contribution-doubles";
import { serviceNamed, servicesOf } from "../testing/service-doubles";
import { makeGetTask } from "./get-task";

const task = taskOf({ id: 10, serviceId: 3, position: 1, title: "Make yon sant sante" });
const getTask = makeGetTask({
  contributions: new MemoryContributions([task]),
  services: servicesOf([serviceNamed(3, { ht: "Sante", fr: "Santé" })]),
  tasks: { listByService: async (serviceId) => (serviceId === 3 ? [task] : []) },
});

describe("getTask", () => {
  it("names the task and its service in the reader's language", async () => {
    const result = await Effect.runPromise(Effect.result(getTask({ taskId: 10, language: "fr" })));
    expect(Result.isSuccess(result) && result.success).toEqual({
      id: 10,
      title: "Make yon sant sante",
      description: "Deskripsyon travay la.",
      service: { id: 3, slug: "sevis-3", name: "Santé" },
    });
  });

  it("refuses an unknown task", async () => {
    const result = await Effect.runPromise(Effect.result(getTask({ taskId: 99, language: "ht" })));
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "TASK.NOT_FOUND" });
  });
});

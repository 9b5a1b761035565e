import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import type { PublicService, ServiceRepository } from "../ports/service-repository";
import type { Task, TaskRepository } from "../ports/task-repository";
import { makeListServiceTasks } from "./list-service-tasks";

const fatra: PublicService = {
  id: 4,
  slug: "jesyon-fatra",
  name: "Jesyon Fatra",
  description: "Fatra nan lari ak kanal bouche.",
  color: "#4d7c0f",
  imageUrl: null,
  taskCount: 1,
  contributorCount: 0,
  discussionCount: 0,
};

const tagFatra: Task = {
  id: 10,
  serviceId: 4,
  position: 1,
  title: "Make yon pil fatra",
  description: "Pran foto yon pil fatra.",
  type: "tag-fatra",
  isPrerequisite: true,
  locationRequired: true,
  maxContributors: null,
  contributionCount: 2,
};

const servicesWith = (known: PublicService[]): ServiceRepository => ({
  listPublicServices: async () => known,
  findById: async (id) => known.find((service) => service.id === id) ?? null,
  findBySlug: async (slug) => known.find((service) => service.slug === slug) ?? null,
});

const tasksWith = (known: Task[]): TaskRepository => ({
  listByService: async (serviceId) => known.filter((task) => task.serviceId === serviceId),
});

describe("listServiceTasks", () => {
  it("answers the tasks of a known service", async () => {
    const listServiceTasks = makeListServiceTasks({
      services: servicesWith([fatra]),
      tasks: tasksWith([tagFatra]),
    });

    const tasks = await Effect.runPromise(listServiceTasks({ serviceId: 4, language: "ht" }));

    expect(tasks).toEqual([tagFatra]);
  });

  it("answers an empty list for a known service that has no tasks yet", async () => {
    const listServiceTasks = makeListServiceTasks({ services: servicesWith([fatra]), tasks: tasksWith([]) });

    expect(await Effect.runPromise(listServiceTasks({ serviceId: 4, language: "en" }))).toEqual([]);
  });

  it("fails with SERVICE.NOT_FOUND for an unknown service", async () => {
    const listServiceTasks = makeListServiceTasks({
      services: servicesWith([fatra]),
      tasks: tasksWith([tagFatra]),
    });

    const result = await Effect.runPromise(Effect.result(listServiceTasks({ serviceId: 99, language: "fr" })));

    expect(Result.isFailure(result)).toBe(true);
    const error = (result as Result.Failure<Task[], DomainError>).failure;
    expect(error.code).toBe("SERVICE.NOT_FOUND");
    expect(error.messageKey).toBe("errors.service.notFound");
  });
});

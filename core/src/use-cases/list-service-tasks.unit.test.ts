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

/** Member 7 holds a place in task 10; nobody else in anything. */
const placesOfMember7 = {
  contributedTaskIds: async (userId: number, serviceId: number) => (userId === 7 && serviceId === 4 ? [10] : []),
};

const siyaleKanal: Task = { ...tagFatra, id: 11, position: 2, title: "Siyale kanal la", contributionCount: 0 };

describe("listServiceTasks", () => {
  it("answers the tasks of a known service", async () => {
    const listServiceTasks = makeListServiceTasks({
      services: servicesWith([fatra]),
      tasks: tasksWith([tagFatra]),
      contributions: placesOfMember7,
    });

    const tasks = await Effect.runPromise(listServiceTasks({ serviceId: 4, language: "ht", readerId: null }));

    expect(tasks).toEqual([{ ...tagFatra, contributedByMe: false }]);
  });

  it("marks the tasks the signed-in reader contributed to, and only theirs, beside everyone's count", async () => {
    const listServiceTasks = makeListServiceTasks({
      services: servicesWith([fatra]),
      tasks: tasksWith([tagFatra, siyaleKanal]),
      contributions: placesOfMember7,
    });

    const forAuthor = await Effect.runPromise(listServiceTasks({ serviceId: 4, language: "ht", readerId: 7 }));
    const forAnother = await Effect.runPromise(listServiceTasks({ serviceId: 4, language: "ht", readerId: 8 }));

    expect(forAuthor.map((task) => [task.id, task.contributionCount, task.contributedByMe])).toEqual([
      [10, 2, true],
      [11, 0, false],
    ]);
    expect(forAnother.map((task) => [task.id, task.contributionCount, task.contributedByMe])).toEqual([
      [10, 2, false],
      [11, 0, false],
    ]);
  });

  it("answers an empty list for a known service that has no tasks yet", async () => {
    const listServiceTasks = makeListServiceTasks({ services: servicesWith([fatra]), tasks: tasksWith([]), contributions: placesOfMember7 });

    expect(await Effect.runPromise(listServiceTasks({ serviceId: 4, language: "en", readerId: 7 }))).toEqual([]);
  });

  it("fails with SERVICE.NOT_FOUND for an unknown service", async () => {
    const listServiceTasks = makeListServiceTasks({
      services: servicesWith([fatra]),
      tasks: tasksWith([tagFatra]),
      contributions: placesOfMember7,
    });

    const result = await Effect.runPromise(Effect.result(listServiceTasks({ serviceId: 99, language: "fr", readerId: null })));

    expect(Result.isFailure(result)).toBe(true);
    const error = (result as Result.Failure<Task[], DomainError>).failure;
    expect(error.code).toBe("SERVICE.NOT_FOUND");
    expect(error.messageKey).toBe("errors.service.notFound");
  });
});

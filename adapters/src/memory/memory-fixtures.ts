import type { RepositoryFixtures } from "../services/repository-fixtures";
import { testMemberNumber } from "../services/repository-fixtures";
import type { MemoryStore } from "./memory-store";

/** RepositoryFixtures that push rows into a MemoryStore. */
export const memoryFixtures = (store: MemoryStore): RepositoryFixtures => ({
  async addService({ slug, position, color = "#1d4ed8", imageUrl = null, text }) {
    const id = store.nextId("services");
    store.services.push({ id, slug, position, color, imageUrl, translations: { ...text } });
    return id;
  },
  async addTask(task) {
    const id = store.nextId("tasks");
    store.tasks.push({
      id,
      serviceId: task.serviceId,
      position: task.position,
      type: task.type ?? "kat-pwen-dlo",
      isPrerequisite: task.isPrerequisite ?? false,
      locationRequired: task.locationRequired ?? false,
      maxContributors: task.maxContributors ?? null,
      translations: { ...task.text },
    });
    return id;
  },
  async addMember({ joinedServiceId }) {
    const id = store.nextId("users");
    store.users.push({ id, fullName: `Manm ${id}`, username: testMemberNumber(id), joinedServiceId });
    return id;
  },
  async addForum({ serviceId, creatorId, hidden = false }) {
    const id = store.nextId("forums");
    store.forums.push({ id, serviceId, creatorId, title: "Fowòm", hiddenAt: hidden ? new Date() : null });
    return id;
  },
  async addContribution({ taskId, userId, status = "pending" }) {
    const id = store.nextId("contributions");
    store.contributions.push({ id, taskId, userId, status });
    return id;
  },
});

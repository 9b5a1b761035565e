import { baseServices } from "../db/seed-data/index";
import type { SeedService } from "../db/seed-data/seed-service";
import type { MemoryStore } from "./memory-store";

/** The in-memory twin of seedBaseData: same data, same upsert keys (slug, then position). */
export const seedMemoryStore = (
  store: MemoryStore,
  services: readonly SeedService[] = baseServices,
): void => {
  for (const [index, seed] of services.entries()) {
    const fields = {
      color: seed.color,
      imageUrl: seed.imageUrl,
      position: index + 1,
      translations: { ...seed.text },
    };
    let service = store.services.find((candidate) => candidate.slug === seed.slug);
    if (service === undefined) {
      service = { id: store.nextId("services"), slug: seed.slug, ...fields };
      store.services.push(service);
    } else {
      Object.assign(service, fields);
    }
    const serviceId = service.id;

    for (const [taskIndex, seedTask] of seed.tasks.entries()) {
      const position = taskIndex + 1;
      const taskFields = {
        type: seedTask.type,
        isPrerequisite: seedTask.isPrerequisite,
        locationRequired: seedTask.locationRequired,
        maxContributors: seedTask.maxContributors,
        translations: { ...seedTask.text },
      };
      const task = store.tasks.find(
        (candidate) => candidate.serviceId === serviceId && candidate.position === position,
      );
      if (task === undefined) {
        store.tasks.push({ id: store.nextId("tasks"), serviceId, position, ...taskFields });
      } else {
        Object.assign(task, taskFields);
      }
    }
  }
};

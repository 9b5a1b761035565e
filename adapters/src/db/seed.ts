import type { Knex } from "knex";
import { languages } from "@kominote/core/i18n/languages";
import { baseServices } from "./seed-data/index";
import type { SeedService } from "./seed-data/seed-service";

/**
 * Writes the public-service areas and their tasks that every install starts with. Safe at every
 * start: rows are upserted by slug (services) and by position within a service (tasks), so ids stay
 * stable and nothing is duplicated. Only these catalogue tables are written; member data is never read
 * or touched.
 */
export const seedBaseData = async (
  db: Knex,
  services: readonly SeedService[] = baseServices,
): Promise<void> => {
  await db.transaction(async (trx) => {
    for (const [index, service] of services.entries()) {
      await upsertService(trx, service, index + 1);
    }
  });
};

const upsertService = async (trx: Knex.Transaction, service: SeedService, position: number) => {
  const [row] = await trx("services")
    .insert({ slug: service.slug, color: service.color, image_url: service.imageUrl, position })
    .onConflict("slug")
    .merge(["color", "image_url", "position"])
    .returning<{ id: number }[]>("id");
  if (row === undefined) throw new Error(`Seeding service ${service.slug} returned no id`);

  await trx("service_translations")
    .insert(
      languages.map((language) => ({
        service_id: row.id,
        language,
        name: service.text[language].name,
        description: service.text[language].description,
      })),
    )
    .onConflict(["service_id", "language"])
    .merge(["name", "description"]);

  if (service.tasks.length === 0) return;
  const tasks = await trx("tasks")
    .insert(
      service.tasks.map((task, index) => ({
        service_id: row.id,
        position: index + 1,
        type: task.type,
        is_prerequisite: task.isPrerequisite,
        location_required: task.locationRequired,
        max_contributors: task.maxContributors,
      })),
    )
    .onConflict(["service_id", "position"])
    .merge(["type", "is_prerequisite", "location_required", "max_contributors"])
    .returning<{ id: number; position: number }[]>(["id", "position"]);

  await trx("task_translations")
    .insert(
      tasks.flatMap(({ id, position: taskPosition }) => {
        const task = service.tasks[taskPosition - 1];
        if (task === undefined) throw new Error(`No seeded task at position ${taskPosition}`);
        return languages.map((language) => ({
          task_id: id,
          language,
          title: task.text[language].title,
          description: task.text[language].description,
        }));
      }),
    )
    .onConflict(["task_id", "language"])
    .merge(["title", "description"]);
};

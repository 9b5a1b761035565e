import type { Knex } from "knex";
import { languages } from "@kominote/core/i18n/languages";
import { baseAgencies, type SeedAgency } from "./seed-data/agencies";
import { baseServices } from "./seed-data/index";
import type { SeedService } from "./seed-data/seed-service";

/**
 * Writes the public-service areas and their tasks, and the government agencies, that every install
 * starts with. Safe at every start: rows are upserted by slug (services), by position within a
 * service (tasks) and by name and department among the seeded agencies, so ids stay stable and
 * nothing is duplicated. Only these tables are written; member data is never read or touched.
 */
export const seedBaseData = async (
  db: Knex,
  services: readonly SeedService[] = baseServices,
  agencies: readonly SeedAgency[] = baseAgencies,
): Promise<void> => {
  await db.transaction(async (trx) => {
    for (const [index, service] of services.entries()) {
      await upsertService(trx, service, index + 1);
    }
    for (const agency of agencies) {
      await upsertAgency(trx, agency);
    }
  });
};

/**
 * A seeded agency is updated in place when the seed changes its words; a new one is added approved
 * (decision 0019), unless a member's agency of that name is already listed or waiting in that
 * department (the unique index): the member's stays, and the seed adds nothing.
 */
const upsertAgency = async (trx: Knex.Transaction, agency: SeedAgency) => {
  const columns = {
    type: agency.type,
    description: agency.description,
    address: agency.address,
    website: agency.website,
    services: JSON.stringify(agency.services),
  };
  const updated = await trx("government_agencies")
    .where({ seeded: true, department: agency.department })
    .whereRaw("lower(name) = lower(?)", [agency.name])
    .update(columns);
  if (updated > 0) return;
  await trx("government_agencies")
    .insert({ ...columns, name: agency.name, department: agency.department, phone: "", status: "approved", seeded: true })
    .onConflict()
    .ignore();
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

import type { Knex } from "knex";
import type { Language } from "@kominote/core/i18n/languages";
import type { Task, TaskRepository } from "@kominote/core/ports/task-repository";
import { selectTranslated } from "./translated-columns";

interface TaskRow {
  id: number;
  service_id: number;
  position: number;
  title: string;
  description: string;
  type: string;
  is_prerequisite: boolean;
  location_required: boolean;
  max_contributors: number | null;
  contribution_count: number;
}

/** TaskRepository on PostgreSQL: one query per list, contribution counts by indexed subquery. */
export class KnexTaskRepository implements TaskRepository {
  constructor(private readonly db: Knex) {}

  async listByService(serviceId: number, language: Language): Promise<Task[]> {
    const { db } = this;
    const query = db("tasks as t")
      .select(
        "t.id",
        "t.service_id",
        "t.position",
        "t.type",
        "t.is_prerequisite",
        "t.location_required",
        "t.max_contributors",
        // A rejected contribution does not move a task forward.
        db.raw(`(select count(*)::int from contributions c
                 where c.task_id = t.id and c.status <> 'rejected') as contribution_count`),
      )
      .where("t.service_id", serviceId)
      .orderBy("t.position");
    const rows: TaskRow[] = await selectTranslated(db, query, {
      table: "task_translations",
      foreignKey: "task_id",
      ownerId: "t.id",
      language,
      columns: ["title", "description"],
    });
    return rows.map((row) => ({
      id: row.id,
      serviceId: row.service_id,
      position: row.position,
      title: row.title,
      description: row.description,
      type: row.type,
      isPrerequisite: row.is_prerequisite,
      locationRequired: row.location_required,
      maxContributors: row.max_contributors,
      contributionCount: row.contribution_count,
    }));
  }
}

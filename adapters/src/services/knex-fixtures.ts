import type { Knex } from "knex";
import type { Language } from "@kominote/core/i18n/languages";
import { testMemberNumber, type RepositoryFixtures } from "./repository-fixtures";

const insertId = async (db: Knex, table: string, row: Record<string, unknown>): Promise<number> => {
  const [inserted] = await db(table).insert(row).returning<{ id: number }[]>("id");
  if (inserted === undefined) throw new Error(`Insert into ${table} returned no id`);
  return inserted.id;
};

const translationRows = <Text extends object>(
  key: Record<string, number>,
  text: Partial<Record<Language, Text>>,
) => Object.entries(text).map(([language, fields]) => ({ ...key, language, ...fields }));

/** RepositoryFixtures that insert straight into the tables. */
export const knexFixtures = (db: Knex): RepositoryFixtures => {
  let members = 0;
  return {
    async addService({ slug, position, color = "#1d4ed8", imageUrl = null, text }) {
      const id = await insertId(db, "services", { slug, position, color, image_url: imageUrl });
      const rows = translationRows({ service_id: id }, text);
      if (rows.length > 0) await db("service_translations").insert(rows);
      return id;
    },
    async addTask(task) {
      const id = await insertId(db, "tasks", {
        service_id: task.serviceId,
        position: task.position,
        type: task.type ?? "kat-pwen-dlo",
        is_prerequisite: task.isPrerequisite ?? false,
        location_required: task.locationRequired ?? false,
        max_contributors: task.maxContributors ?? null,
      });
      const rows = translationRows({ task_id: id }, task.text);
      if (rows.length > 0) await db("task_translations").insert(rows);
      return id;
    },
    async addMember({ joinedServiceId }) {
      members += 1;
      return insertId(db, "users", {
        full_name: `Manm ${members}`,
        username: testMemberNumber(members),
        joined_service_id: joinedServiceId,
      });
    },
    async addForum({ serviceId, creatorId, hidden = false }) {
      return insertId(db, "forums", {
        service_id: serviceId,
        creator_id: creatorId,
        title: "Fowòm",
        hidden_at: hidden ? new Date() : null,
      });
    },
    async addContribution({ taskId, userId, status = "pending" }) {
      return insertId(db, "contributions", { task_id: taskId, user_id: userId, status });
    },
  };
};

/**
 * Empties every table the foundation owns, children first, between contract tests. A delete is
 * used rather than truncate: on a handful of rows it is many times faster on a real server.
 */
export const emptyFoundationTables = async (db: Knex): Promise<void> => {
  const childrenFirst = [
    "contributions",
    "forums",
    "users",
    "task_translations",
    "tasks",
    "service_translations",
    "services",
  ];
  for (const table of childrenFirst) {
    await db(table).delete();
  }
};

/** Members with no service, each answered with the name the database gave them. */
export const namedKnexMembers = (db: Knex): (() => Promise<{ id: number; fullName: string }>) => {
  const given = knexFixtures(db);
  return async () => {
    const id = await given.addMember({ joinedServiceId: null });
    const row = (await db("users").where({ id }).first("full_name")) as { full_name: string };
    return { id, fullName: row.full_name };
  };
};

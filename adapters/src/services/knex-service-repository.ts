import type { Knex } from "knex";
import type { Language } from "@kominote/core/i18n/languages";
import type { PublicService, ServiceRepository } from "@kominote/core/ports/service-repository";
import { selectTranslated } from "./translated-columns";

interface ServiceRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  color: string;
  image_url: string | null;
  task_count: number;
  contributor_count: number;
  discussion_count: number;
}

/** ServiceRepository on PostgreSQL: one query per call, counts computed by indexed subqueries. */
export class KnexServiceRepository implements ServiceRepository {
  constructor(private readonly db: Knex) {}

  async listPublicServices(language: Language): Promise<PublicService[]> {
    const rows: ServiceRow[] = await this.query(language).orderBy([
      { column: "s.position" },
      { column: "s.id" },
    ]);
    return rows.map(toPublicService);
  }

  async findById(id: number, language: Language): Promise<PublicService | null> {
    const row: ServiceRow | undefined = await this.query(language).where("s.id", id).first();
    return row === undefined ? null : toPublicService(row);
  }

  async findBySlug(slug: string, language: Language): Promise<PublicService | null> {
    const row: ServiceRow | undefined = await this.query(language).where("s.slug", slug).first();
    return row === undefined ? null : toPublicService(row);
  }

  private query(language: Language): Knex.QueryBuilder {
    const { db } = this;
    const query = db("services as s").select(
      "s.id",
      "s.slug",
      "s.color",
      "s.image_url",
      db.raw("(select count(*)::int from tasks t where t.service_id = s.id) as task_count"),
      db.raw("(select count(*)::int from users u where u.joined_service_id = s.id) as contributor_count"),
      db.raw(
        "(select count(*)::int from forums f where f.service_id = s.id and f.hidden_at is null) as discussion_count",
      ),
    );
    return selectTranslated(db, query, {
      table: "service_translations",
      foreignKey: "service_id",
      ownerId: "s.id",
      language,
      columns: ["name", "description"],
    });
  }
}

const toPublicService = (row: ServiceRow): PublicService => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  color: row.color,
  imageUrl: row.image_url,
  taskCount: row.task_count,
  contributorCount: row.contributor_count,
  discussionCount: row.discussion_count,
});

import type { Language } from "@kominote/core/i18n/languages";
import type {
  IdeaPageQuery,
  IdeaRecord,
  IdeaRepository,
  IdeaSummary,
  NewIdea,
  VoteOutcome,
} from "@kominote/core/ports/idea-repository";
import type { Knex } from "knex";
import { selectTranslated } from "../services/translated-columns";

interface IdeaRow {
  id: number;
  content: string;
  service_id: number;
  name: string;
  author_id: number;
  author_name: string;
  created_at: Date | string;
  vote_count: number;
}

const toRecord = (row: IdeaRow): IdeaRecord => ({
  id: row.id,
  content: row.content,
  serviceId: row.service_id,
  serviceName: row.name,
  authorId: row.author_id,
  authorName: row.author_name,
  createdAt: new Date(row.created_at).toISOString(),
  voteCount: row.vote_count,
});

const counted = (value: number | string | null | undefined): number => Number(value ?? 0);

/**
 * Ideas and votes in Postgres. A page is one query: the visible ideas in index order (a partial
 * index per list), each with its author and its service's name in the reader's language. The vote
 * count lives on the idea's row and moves in the vote's transaction, so no list counts votes.
 */
export class KnexIdeaRepository implements IdeaRepository {
  constructor(private readonly db: Knex) {}

  /** Ideas from `source` (aliased `i`) with their author's name and their service's name in `language`. */
  private described(source: Knex.QueryBuilder | string, language: Language) {
    const query = this.db
      .from(source)
      .join("users as u", "u.id", "i.author_id")
      .select("i.id", "i.content", "i.service_id", "i.author_id", "u.full_name as author_name", "i.created_at", "i.vote_count");
    return selectTranslated(this.db, query, {
      table: "service_translations",
      foreignKey: "service_id",
      ownerId: "i.service_id",
      language,
      columns: ["name"],
    });
  }

  async listVisible({ serviceId, order, limit, offset, language }: IdeaPageQuery): Promise<readonly IdeaRecord[]> {
    // The page is cut from the ideas alone, in the order of one partial index, and only its rows
    // are joined: a deep page walks the index, not a join per skipped idea.
    const ordered = (query: Knex.QueryBuilder, prefix: string): Knex.QueryBuilder => {
      if (order === "votes") query.orderBy(`${prefix}vote_count`, "desc");
      return query.orderBy(`${prefix}created_at`, "desc").orderBy(`${prefix}id`, "desc");
    };
    const page = this.db("ideas").select("id", "service_id", "author_id", "content", "created_at", "vote_count").whereNull("hidden_at");
    if (serviceId !== null) page.where("service_id", serviceId);
    ordered(page, "").limit(limit).offset(offset);
    const rows = (await ordered(this.described(page.as("i"), language), "i.")) as IdeaRow[];
    return rows.map(toRecord);
  }

  async findVisible(ideaId: number, language: Language): Promise<IdeaRecord | null> {
    const row = (await this.described("ideas as i", language).whereNull("i.hidden_at").where("i.id", ideaId).first()) as IdeaRow | undefined;
    return row === undefined ? null : toRecord(row);
  }

  async votesOf(voterId: number): Promise<ReadonlySet<number>> {
    const ids = (await this.db("idea_votes").where({ voter_id: voterId }).pluck("idea_id")) as number[];
    return new Set(ids);
  }

  async create({ authorId, serviceId, content }: NewIdea): Promise<number> {
    const [inserted] = (await this.db("ideas")
      .insert({ author_id: authorId, service_id: serviceId, content })
      .returning("id")) as { id: number }[];
    if (inserted === undefined) throw new Error("the new idea was not returned");
    return inserted.id;
  }

  vote(ideaId: number, voterId: number): Promise<VoteOutcome> {
    return this.db.transaction(async (trx): Promise<VoteOutcome> => {
      // The primary key decides between simultaneous votes of one member: one insert wins, the
      // others wait for it and then insert nothing.
      const inserted = (await trx.raw(
        `insert into idea_votes (idea_id, voter_id)
         select id, cast(? as integer) from ideas where id = ? and hidden_at is null
         on conflict (idea_id, voter_id) do nothing
         returning id`,
        [voterId, ideaId],
      )) as { rows: { id: number }[] };
      const vote = inserted.rows[0];
      if (vote !== undefined) {
        await trx("ideas").where({ id: ideaId }).increment("vote_count", 1);
        return { outcome: "cast", voteId: vote.id };
      }
      const visible = await trx("ideas").where({ id: ideaId }).whereNull("hidden_at").first("id");
      return visible === undefined ? { outcome: "not-found" } : { outcome: "repeat" };
    });
  }

  async summary(): Promise<IdeaSummary> {
    const row = (await this.db("ideas")
      .whereNull("hidden_at")
      .first(
        this.db.raw("count(*) as total_ideas"),
        this.db.raw("coalesce(sum(vote_count), 0) as total_votes"),
        this.db.raw("count(distinct service_id) as services_with_ideas"),
      )) as { total_ideas: number | string; total_votes: number | string; services_with_ideas: number | string } | undefined;
    return {
      totalIdeas: counted(row?.total_ideas),
      totalVotes: counted(row?.total_votes),
      servicesWithIdeas: counted(row?.services_with_ideas),
    };
  }
}

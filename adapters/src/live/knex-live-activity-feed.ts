import type { Language } from "@kominote/core/i18n/languages";
import type { LiveActionRecord, LiveActivityFeed, LiveActivityQuery, LiveActivityRecord } from "@kominote/core/ports/live-activity-feed";
import { firstNameOf } from "@kominote/core/rules/live-activity-view";
import type { LiveActionType } from "@kominote/core/schemas/live";
import type { Knex } from "knex";

/**
 * One kind of action as SQL: where it is read, who did it, for which service, when. `recentAt` is
 * the time the bar shows (an approval), `actedAt` the time the member acted (the submission):
 * each has an index (migration 0023), so both the newest rows and the window are index scans.
 */
interface ActionSource {
  readonly action: LiveActionType;
  readonly from: string;
  readonly id: string;
  readonly user: string;
  readonly service: string;
  readonly recentAt: string;
  readonly recentWhere: string;
  readonly actedAt: string;
  readonly actedWhere: string;
}

const sources: readonly ActionSource[] = [
  {
    action: "contribution",
    from: "contributions c join tasks t on t.id = c.task_id",
    id: "c.id",
    user: "c.user_id",
    service: "t.service_id",
    recentAt: "c.reviewed_at",
    recentWhere: "c.status = 'approved'",
    actedAt: "c.created_at",
    actedWhere: "true",
  },
  {
    action: "idea",
    from: "ideas i",
    id: "i.id",
    user: "i.author_id",
    service: "i.service_id",
    recentAt: "i.created_at",
    recentWhere: "i.hidden_at is null",
    actedAt: "i.created_at",
    actedWhere: "i.hidden_at is null",
  },
  {
    action: "vote",
    from: "idea_votes v join ideas i on i.id = v.idea_id",
    id: "v.id",
    user: "v.voter_id",
    service: "i.service_id",
    recentAt: "v.created_at",
    recentWhere: "i.hidden_at is null",
    actedAt: "v.created_at",
    actedWhere: "true",
  },
  {
    action: "forum",
    from: "forums f",
    id: "f.id",
    user: "f.creator_id",
    service: "f.service_id",
    recentAt: "f.created_at",
    recentWhere: "f.hidden_at is null",
    actedAt: "f.created_at",
    actedWhere: "f.hidden_at is null",
  },
  {
    action: "forumPost",
    from: "forum_posts p join forums f on f.id = p.forum_id",
    id: "p.id",
    user: "p.author_id",
    service: "f.service_id",
    recentAt: "p.created_at",
    recentWhere: "p.hidden_at is null and f.hidden_at is null",
    actedAt: "p.created_at",
    actedWhere: "p.hidden_at is null",
  },
  {
    action: "place",
    from: "places pl",
    id: "pl.id",
    user: "pl.author_id",
    service: "null::int",
    recentAt: "pl.reviewed_at",
    recentWhere: "pl.status = 'approved'",
    actedAt: "pl.created_at",
    actedWhere: "true",
  },
  {
    action: "serviceJoin",
    from: "users j",
    id: "j.id",
    user: "j.id",
    service: "j.joined_service_id",
    recentAt: "j.joined_service_at",
    recentWhere: "j.deleted_at is null and j.joined_service_at is not null",
    actedAt: "j.joined_service_at",
    actedWhere: "j.deleted_at is null and j.joined_service_at is not null",
  },
  {
    action: "registration",
    from: "users r",
    id: "r.id",
    user: "r.id",
    service: "null::int",
    recentAt: "r.created_at",
    recentWhere: "r.deleted_at is null",
    actedAt: "r.created_at",
    actedWhere: "r.deleted_at is null",
  },
];

const recentOf = (source: ActionSource): string =>
  `(select '${source.action}'::text as action, ${source.id} as id, ${source.user} as user_id, ${source.service} as service_id, ${source.recentAt} as at
     from ${source.from} where ${source.recentWhere} and ${source.recentAt} is not null order by ${source.recentAt} desc limit :limit)`;

const actedOf = (source: ActionSource): string =>
  `select ${source.user} as user_id from ${source.from} where ${source.actedWhere} and ${source.actedAt} >= :since`;

/*
 * The whole bar in one statement: the newest rows of each kind (each an index scan with its own
 * limit), merged and cut to the limit; the members who acted in the window; names and service
 * names joined for the few rows kept only. The count comes on every row, and alone when there is
 * no action at all (the left join).
 */
const activitySql = `
  with recent as (
    select * from (${sources.map(recentOf).join("\n union all ")}) merged order by at desc, action, id desc limit :limit
  ),
  active as (
    select count(distinct user_id)::int as active from (${sources.map(actedOf).join("\n union ")}) acted
  )
  select active.active, recent.action, recent.id, recent.service_id, recent.at, u.full_name,
    (select json_object_agg(st.language, st.name) from service_translations st where st.service_id = recent.service_id) as service_names
  from active
  left join recent on true
  left join users u on u.id = recent.user_id
  order by recent.at desc, recent.action, recent.id desc`;

interface ActivityRow {
  readonly active: number;
  readonly action: LiveActionType | null;
  readonly id: number | null;
  readonly service_id: number | null;
  readonly at: Date | string | null;
  readonly full_name: string | null;
  readonly service_names: Partial<Record<Language, string>> | string | null;
}

const toAction = (row: ActivityRow): LiveActionRecord | null => {
  if (row.action === null || row.id === null || row.at === null) return null;
  const names = typeof row.service_names === "string" ? (JSON.parse(row.service_names) as Partial<Record<Language, string>>) : row.service_names;
  return {
    id: `${row.action}:${row.id}`,
    userName: row.full_name === null ? null : firstNameOf(row.full_name),
    action: row.action,
    serviceId: row.service_id,
    serviceNames: names ?? {},
    occurredAt: new Date(row.at),
  };
};

/** The activity bar's actions, read from the tables where they happened. */
export class KnexLiveActivityFeed implements LiveActivityFeed {
  constructor(private readonly db: Knex) {}

  async recent({ now, limit, windowMinutes }: LiveActivityQuery): Promise<LiveActivityRecord> {
    const since = new Date(now.getTime() - windowMinutes * 60_000);
    const { rows } = await this.db.raw<{ rows: ActivityRow[] }>(activitySql, { limit, since });
    return {
      activeMemberCount: rows[0]?.active ?? 0,
      windowMinutes,
      recentActions: rows.map(toAction).filter((action) => action !== null),
    };
  }
}

import type { LeaderboardCategory } from "@kominote/core/schemas/points";

/**
 * Where each category's scores come from (DECISIONS 4): a select of `(user_id, score)` rows over
 * every member, which may use the named binding `:weekStart`. A member without a row, or with a
 * score of 0, is not listed. A new category, or a new source for one, is one entry here; the
 * rebuild runs whatever this record holds.
 */
export type ScoreSource = string;

/** Contributions that count: waiting for review or approved, not rejected ones. */
const countedContribution = "status in ('pending', 'approved')";

export const categorySources: Readonly<Record<LeaderboardCategory, ScoreSource>> = {
  // Contributions made.
  tasks: `select user_id, count(*) as score from contributions where ${countedContribution} group by user_id`,
  // Invitations accepted: the invited person completed registration (each person counts once).
  invites: "select inviter_id as user_id, count(*) as score from invitations where accepted_user_id is not null group by inviter_id",
  // Files uploaded and attached to a contribution; a file dropped before submitting does not count.
  uploads: "select user_id, count(*) as score from uploads where contribution_id is not null group by user_id",
  // Forum posts that are not hidden (a moderator's hiding takes them off the count).
  comments: "select author_id as user_id, count(*) as score from forum_posts where hidden_at is null group by author_id",
  // Views of one's ideas and forums, one per viewer per item per day: content_views keeps no more,
  // and content_view_totals keeps each owner's count of them.
  views: "select owner_id as user_id, views as score from content_view_totals",
  // Points since Monday 00:00 in Haiti.
  weekly: "select user_id, sum(points) as score from points_ledger where created_at >= :weekStart group by user_id",
  // Tasks where the member made the first counted contribution.
  first: `select user_id, count(*) as score from (
      select distinct on (task_id) task_id, user_id from contributions
      where ${countedContribution}
      order by task_id, created_at, id
    ) as firsts group by user_id`,
  // Distinct public-service areas the member contributed in.
  diverse: `select contributions.user_id, count(distinct tasks.service_id) as score
    from contributions join tasks on tasks.id = contributions.task_id
    where contributions.${countedContribution}
    group by contributions.user_id`,
};

/**
 * Every table a write to which can change the board: the tables the sources above read, and the
 * points ledger, which also gives every listed member's weekly activity. The rebuild timer skips
 * the rebuild while none of them was written (docs/decisions/0009-leaderboard-freshness.md).
 * Names and photos are not here: they are joined in when the board is read, not when it is built.
 */
export const boardSourceTables: readonly string[] = [
  "contributions",
  "tasks",
  "invitations",
  "uploads",
  "forum_posts",
  "content_view_totals",
  "points_ledger",
];

import type { Knex } from "knex";

/*
 * The live activity bar (decision 0029) reads the newest actions of every kind in one query, and
 * counts the members who acted in the last minutes: each kind gets an index on its time, partial
 * where the bar reads only visible or approved rows. A member's service join had no time of its
 * own: `joined_service_at` is set by a trigger whenever `joined_service_id` is set or changed, so
 * every path that joins a service (registration, the join call, an admin) dates it.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("users", (table) => {
    table.timestamp("joined_service_at", { useTz: true });
  });
  await knex.raw(`
    create function users_date_service_join() returns trigger language plpgsql as $$
    begin
      if new.joined_service_id is null then
        new.joined_service_at := null;
      elsif tg_op = 'INSERT' or new.joined_service_id is distinct from old.joined_service_id then
        new.joined_service_at := now();
      end if;
      return new;
    end $$`);
  await knex.raw(`
    create trigger users_date_service_join before insert or update of joined_service_id on users
    for each row execute function users_date_service_join()`);
  await knex.raw("create index users_service_join_recent_idx on users (joined_service_at desc) where deleted_at is null and joined_service_at is not null");
  await knex.raw("create index users_registered_recent_idx on users (created_at desc) where deleted_at is null");
  await knex.raw("create index contributions_approved_recent_idx on contributions (reviewed_at desc) where status = 'approved'");
  await knex.raw("create index contributions_recent_idx on contributions (created_at desc)");
  await knex.raw("create index idea_votes_recent_idx on idea_votes (created_at desc)");
  await knex.raw("create index forums_visible_recent_idx on forums (created_at desc) where hidden_at is null");
  await knex.raw("create index forum_posts_visible_recent_idx on forum_posts (created_at desc) where hidden_at is null");
  await knex.raw("create index places_approved_recent_idx on places (reviewed_at desc) where status = 'approved'");
  await knex.raw("create index places_recent_idx on places (created_at desc)");
};

export const down = async (knex: Knex): Promise<void> => {
  for (const index of [
    "places_recent_idx",
    "places_approved_recent_idx",
    "forum_posts_visible_recent_idx",
    "forums_visible_recent_idx",
    "idea_votes_recent_idx",
    "contributions_recent_idx",
    "contributions_approved_recent_idx",
    "users_registered_recent_idx",
    "users_service_join_recent_idx",
  ]) {
    await knex.raw(`drop index ${index}`);
  }
  await knex.raw("drop trigger users_date_service_join on users");
  await knex.raw("drop function users_date_service_join()");
  await knex.schema.alterTable("users", (table) => {
    table.dropColumn("joined_service_at");
  });
};

import type { Knex } from "knex";

/*
 * Members who leave (decision 0020): the users row stays as a tombstone, because ideas, forums,
 * posts, contributions, votes, points and the audit log refer to it, and a hard delete would
 * either fail or erase the community's content and shift other members' ranks. `deleted_at` marks
 * it; the personal fields are cleared when it is set, and the check keeps it that way.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("users", (table) => {
    table.timestamp("deleted_at", { useTz: true });
  });
  await knex.raw(
    `alter table users add constraint users_left_without_personal_data check (
       deleted_at is null or (email is null and phone_number is null and password_hash is null and profile_photo is null
         and address is null and bio is null and birthday is null and full_name = '')
     )`,
  );
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw("alter table users drop constraint users_left_without_personal_data");
  await knex.schema.alterTable("users", (table) => {
    table.dropColumn("deleted_at");
  });
};

import type { Knex } from "knex";

/*
 * Registration: the links that confirm an e-mail address. A link is stored as the SHA-256 of its
 * token (256 random bits, so no key is needed), with the address it was sent to.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("email_verifications", (table) => {
    table.text("token_hash").primary();
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("email").notNullable();
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.timestamp("used_at", { useTz: true });
    table.index(["user_id"]);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("email_verifications");
};

import type { Knex } from "knex";

/*
 * Invitations (decision 0010): each member's one personal link code, every invitation sent or
 * shared with the member who accepted it, and the contacts that asked never to be invited again.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("invite_links", (table) => {
    table.integer("user_id").primary().references("users.id").onDelete("CASCADE");
    // Random and URL-safe; registration looks the inviter up by it.
    table.text("code").notNullable().unique();
    table.timestamp("created_at", { useTz: true }).notNullable();
  });

  await knex.schema.createTable("invitations", (table) => {
    table.increments("id");
    table.integer("inviter_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("method").notNullable().checkIn(["email", "phone", "social", "link"]);
    // Lowercased address; normalized number (no spaces). Only for the e-mail and phone methods.
    table.text("invitee_email");
    table.text("invitee_phone");
    table.text("message");
    table.timestamp("created_at", { useTz: true }).notNullable();
    table.integer("accepted_user_id").references("users.id").onDelete("SET NULL");
    table.timestamp("accepted_at", { useTz: true });
  });
  // One member's figures and the daily limit read their invitations from a point in time.
  await knex.raw("create index invitations_inviter_created_idx on invitations (inviter_id, created_at)");
  // A new member's invitations are found by the contact they registered with.
  await knex.raw("create index invitations_invitee_email_idx on invitations (invitee_email) where invitee_email is not null");
  await knex.raw("create index invitations_invitee_phone_idx on invitations (invitee_phone) where invitee_phone is not null");
  // Each invited person is counted once; ranks and the top inviters count accepted invitations per inviter.
  await knex.raw("create unique index invitations_accepted_user_unique on invitations (accepted_user_id) where accepted_user_id is not null");
  await knex.raw("create index invitations_accepted_inviter_idx on invitations (inviter_id) where accepted_user_id is not null");

  await knex.schema.createTable("do_not_contact", (table) => {
    // "email:<address>" or "phone:<number>", as sign-in codes key contacts.
    table.text("contact").primary();
    table.timestamp("created_at", { useTz: true }).notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("do_not_contact");
  await knex.schema.dropTable("invitations");
  await knex.schema.dropTable("invite_links");
};

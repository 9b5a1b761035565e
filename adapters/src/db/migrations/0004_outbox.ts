import type { Knex } from "knex";

/*
 * The outbox: every e-mail and text message sent while no mail server or SMS gateway is
 * configured (DECISIONS 7). `npm run outbox` reads it, newest first.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("outbox_messages", (table) => {
    table.bigIncrements("id");
    table.text("channel").notNullable();
    table.text("to").notNullable();
    table.text("subject");
    table.text("body").notNullable();
    table.text("html");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("channel in ('email', 'sms')", [], "outbox_messages_channel_check");
  });
  await knex.raw("create index outbox_messages_created_at_idx on outbox_messages (created_at desc, id desc)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("outbox_messages");
};

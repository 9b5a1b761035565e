import type { ContentView, ContentViews } from "@kominote/core/ports/content-views";
import { calendarDateIn, formatCalendarDate } from "@kominote/core/rules/calendar-date";
import type { Knex } from "knex";

/**
 * One row per viewer, item and Haiti calendar day; the primary key turns repeats into no-ops. A
 * new row moves the owner's total in the same transaction, which the views category reads.
 */
export class KnexContentViews implements ContentViews {
  constructor(private readonly db: Knex) {}

  async recordView({ kind, itemId, ownerId, viewerId, at }: ContentView): Promise<void> {
    if (ownerId === viewerId) return;
    await this.db.transaction(async (trx) => {
      const inserted = (await trx.raw(
        `insert into content_views (kind, item_id, owner_id, viewer_id, day) values (?, ?, ?, ?, ?)
         on conflict (kind, item_id, viewer_id, day) do nothing
         returning owner_id`,
        [kind, itemId, ownerId, viewerId, formatCalendarDate(calendarDateIn(at))],
      )) as { rows: unknown[] };
      if (inserted.rows.length === 0) return;
      await trx.raw(
        `insert into content_view_totals (owner_id, views) values (?, 1)
         on conflict (owner_id) do update set views = content_view_totals.views + 1`,
        [ownerId],
      );
    });
  }
}

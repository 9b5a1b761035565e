import type { ContentView, ContentViews } from "@kominote/core/ports/content-views";
import { calendarDateIn, formatCalendarDate } from "@kominote/core/rules/calendar-date";
import type { Knex } from "knex";

/** One row per viewer, item and Haiti calendar day; the primary key turns repeats into no-ops. */
export class KnexContentViews implements ContentViews {
  constructor(private readonly db: Knex) {}

  async recordView({ kind, itemId, ownerId, viewerId, at }: ContentView): Promise<void> {
    if (ownerId === viewerId) return;
    await this.db.raw(
      `insert into content_views (kind, item_id, owner_id, viewer_id, day) values (?, ?, ?, ?, ?)
       on conflict (kind, item_id, viewer_id, day) do nothing`,
      [kind, itemId, ownerId, viewerId, formatCalendarDate(calendarDateIn(at))],
    );
  }
}

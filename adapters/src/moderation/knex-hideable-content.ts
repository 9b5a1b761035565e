import type { HideableSource, HideInput, HideOutcome } from "@kominote/core/ports/moderation/content-moderation";
import type { HideableKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { appendAuditEntry } from "./knex-audit-log";
import { contentTables } from "./content-tables";

/** One kind of member-written content as moderators hide it: kept, never deleted. */
export class KnexHideableContent implements HideableSource {
  constructor(
    private readonly db: Knex,
    private readonly kind: HideableKind,
  ) {}

  hide({ id, moderatorId, reason, at }: HideInput): Promise<HideOutcome> {
    const { kind } = this;
    const { table, author } = contentTables[kind];
    return this.db.transaction(async (trx) => {
      // Only a visible row changes: of two moderators at once, the second updates nothing.
      const [hidden] = (await trx(table)
        .where({ id })
        .whereNull("hidden_at")
        .update({ hidden_at: at, hidden_reason: reason })
        .returning(author)) as Record<string, number>[];
      if (hidden === undefined) {
        const exists = await trx(table).where({ id }).first("id");
        return { outcome: exists === undefined ? "notFound" : "alreadyHidden" } as const;
      }
      await trx("content_reports").where({ kind, item_id: id }).whereNull("resolved_at").update({ resolved_at: at });
      await appendAuditEntry(trx, { actorId: moderatorId, action: "hide", subjectKind: kind, subjectId: id, reason, at });
      return { outcome: "hidden", authorId: Number(hidden[author]) } as const;
    });
  }
}

import type {
  AcceptedInvitation,
  InvitationCounts,
  InvitationStore,
  Invitee,
  NewInvitation,
  RecordedInvitation,
} from "@kominote/core/ports/invitation-store";
import { sentInviteMethods, successRateOf } from "@kominote/core/rules/invitation-policy";
import type { InviterEntry } from "@kominote/core/schemas/invitations";
import type { Knex } from "knex";

interface OpenInvitationRow {
  id: number;
  inviter_id: number;
}

/** `method in ('email', 'phone')`: an invitation that was sent to someone, not a share of the link (decision 0010). */
const sentMethod = `method in (${sentInviteMethods.map((method) => `'${method}'`).join(", ")})`;

const countOf = (row: unknown): number => Number((row as { count?: number | string } | undefined)?.count ?? 0);

/** Invitations, personal link codes and the do-not-contact list on PostgreSQL. */
export class KnexInvitationStore implements InvitationStore {
  constructor(private readonly db: Knex) {}

  async linkCode(userId: number, candidate: string): Promise<string | null> {
    // A second request racing the first, or a code another member already holds, inserts nothing.
    await this.db.raw("insert into invite_links (user_id, code, created_at) values (?, ?, now()) on conflict do nothing", [userId, candidate]);
    const row = (await this.db("invite_links").where({ user_id: userId }).first("code")) as { code: string } | undefined;
    return row?.code ?? null;
  }

  record(
    invitation: NewInvitation,
    limit: { dailyLimit: number; dayStart: Date } | null,
  ): Promise<RecordedInvitation | "limitReached"> {
    return this.db.transaction(async (trx) => {
      if (limit !== null) {
        // One member's sends are counted and recorded one at a time, so parallel ones cannot all slip under the limit.
        await trx.raw("select pg_advisory_xact_lock(hashtext('invitations'), ?)", [invitation.inviterId]);
        const counted = await trx("invitations")
          .where("inviter_id", invitation.inviterId)
          .where("created_at", ">=", limit.dayStart)
          .whereIn("method", sentInviteMethods)
          .count({ count: "*" })
          .first();
        if (countOf(counted) >= limit.dailyLimit) return "limitReached" as const;
      }
      const [row] = (await trx("invitations")
        .insert({
          inviter_id: invitation.inviterId,
          method: invitation.method,
          invitee_email: invitation.inviteeEmail,
          invitee_phone: invitation.inviteePhone,
          message: invitation.message,
          created_at: invitation.at,
        })
        .returning(["id", "created_at"])) as { id: number; created_at: Date }[];
      if (row === undefined) throw new Error("Insert into invitations returned no row");
      return { id: row.id, createdAt: new Date(row.created_at) };
    });
  }

  async forget(invitationId: number): Promise<void> {
    await this.db("invitations").where({ id: invitationId }).delete();
  }

  async contactOf(invitationId: number): Promise<string | null> {
    const row = (await this.db("invitations").where({ id: invitationId }).first("invitee_email", "invitee_phone")) as
      | { invitee_email: string | null; invitee_phone: string | null }
      | undefined;
    if (row === undefined) return null;
    if (row.invitee_email !== null) return `email:${row.invitee_email}`;
    return row.invitee_phone === null ? null : `phone:${row.invitee_phone}`;
  }

  async isDoNotContact(contactKey: string): Promise<boolean> {
    return (await this.db("do_not_contact").where({ contact: contactKey }).first("contact")) !== undefined;
  }

  async addDoNotContact(contactKey: string, at: Date): Promise<void> {
    await this.db("do_not_contact").insert({ contact: contactKey, created_at: at }).onConflict("contact").ignore();
  }

  accept(invitee: Invitee): Promise<AcceptedInvitation | null> {
    return this.db.transaction(async (trx) => {
      if ((await trx("invitations").where({ accepted_user_id: invitee.userId }).first("id")) !== undefined) return null;

      const addressedToInvitee = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
        query
          .whereNull("accepted_user_id")
          .whereNot("inviter_id", invitee.userId)
          .where((contact) => {
            if (invitee.email !== null) contact.orWhere("invitee_email", invitee.email);
            if (invitee.phoneNumber !== null) contact.orWhere("invitee_phone", invitee.phoneNumber);
            if (invitee.email === null && invitee.phoneNumber === null) contact.whereRaw("false");
          })
          .orderBy([{ column: "created_at" }, { column: "id" }]);

      const linkOwner =
        invitee.inviteCode === null
          ? undefined
          : ((await trx("invite_links").where({ code: invitee.inviteCode }).whereNot("user_id", invitee.userId).first("user_id")) as
              | { user_id: number }
              | undefined);

      let chosen: OpenInvitationRow | undefined;
      if (linkOwner !== undefined) {
        chosen = (await addressedToInvitee(trx("invitations").where("inviter_id", linkOwner.user_id)).first("id", "inviter_id")) as
          | OpenInvitationRow
          | undefined;
        if (chosen === undefined) {
          // The link reached one more person: it counts as one invitation, sent and accepted.
          const [inserted] = (await trx("invitations")
            .insert({ inviter_id: linkOwner.user_id, method: "link", created_at: invitee.at })
            .returning(["id", "inviter_id"])) as OpenInvitationRow[];
          chosen = inserted;
        }
      } else {
        chosen = (await addressedToInvitee(trx("invitations")).first("id", "inviter_id")) as OpenInvitationRow | undefined;
      }
      if (chosen === undefined) return null;
      await trx("invitations").where({ id: chosen.id }).update({ accepted_user_id: invitee.userId, accepted_at: invitee.at });
      return { invitationId: chosen.id, inviterId: chosen.inviter_id };
    });
  }

  async counts(userId: number): Promise<InvitationCounts> {
    const { db } = this;
    const own = (await db("invitations")
      .where("inviter_id", userId)
      .select(
        db.raw(`count(*) filter (where ${sentMethod})::int as sent`),
        // A share nobody registered through; one somebody did is an accepted invitation.
        db.raw(`count(*) filter (where not ${sentMethod} and accepted_user_id is null)::int as shared`),
        db.raw("count(accepted_user_id)::int as accepted"),
      )
      .first()) as { sent: number; shared: number; accepted: number } | undefined;
    const sent = Number(own?.sent ?? 0);
    const shared = Number(own?.shared ?? 0);
    const accepted = Number(own?.accepted ?? 0);
    if (accepted === 0) return { totalSent: sent, totalAccepted: 0, totalShared: shared, rank: null };
    const ahead = await db
      .from(
        db("invitations")
          .whereNotNull("accepted_user_id")
          .groupBy("inviter_id")
          .havingRaw("count(*) > ?", [accepted])
          .select("inviter_id")
          .as("ahead"),
      )
      .count({ count: "*" })
      .first();
    return { totalSent: sent, totalAccepted: accepted, totalShared: shared, rank: countOf(ahead) + 1 };
  }

  async topInviters(limit: number): Promise<InviterEntry[]> {
    const { db } = this;
    const best = db("invitations")
      .whereNotNull("accepted_user_id")
      .groupBy("inviter_id")
      .select("inviter_id", db.raw("count(*)::int as accepted"))
      .orderBy([{ column: "accepted", order: "desc" }, { column: "inviter_id" }])
      .limit(limit)
      .as("best");
    // Only the few best inviters' sent counts are read, each from the inviter index.
    const rows = (await db
      .from(best)
      .join("users as u", "u.id", "best.inviter_id")
      .joinRaw(
        `cross join lateral (
           select count(*) filter (where ${sentMethod})::int as sent,
             count(*) filter (where ${sentMethod} and accepted_user_id is not null)::int as accepted_of_sent
           from invitations where inviter_id = best.inviter_id
         ) as own`,
      )
      .select("best.inviter_id", "u.full_name", "best.accepted", "own.sent", "own.accepted_of_sent")
      .orderBy([{ column: "best.accepted", order: "desc" }, { column: "best.inviter_id" }])) as {
      inviter_id: number;
      full_name: string;
      accepted: number;
      sent: number;
      accepted_of_sent: number;
    }[];
    return rows.map((row) => ({
      id: row.inviter_id,
      fullName: row.full_name,
      inviteCount: Number(row.accepted),
      successRate: successRateOf(Number(row.accepted_of_sent), Number(row.sent)),
    }));
  }
}

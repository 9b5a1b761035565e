import type { MemberDataSource, StoredMemberData } from "@kominote/core/ports/member-data-source";
import { mediaPathPrefix } from "@kominote/core/rules/media-paths";
import type { Knex } from "knex";

type Row = Record<string, unknown>;

/** Timestamps leave the database as Date objects; the export carries them as ISO instants. */
const instants = <T>(rows: readonly Row[]): T[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as T);

/** The columns of a review every submitted kind keeps (reviewer aside: the moderators' business). */
const reviewColumns = ["status", "rejection_reason as rejectionReason", "created_at as createdAt", "reviewed_at as reviewedAt"];

/** What a safe place and a connection point both say of where they are, and their review (migration 0020). */
const reportedPlaceColumns = ["id", "name", "description", "latitude", "longitude", "address", ...reviewColumns, "updated_at as updatedAt"];

const parsed = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

/**
 * The member's rows in Postgres: one query per table, each filtered by the member's id and
 * selecting named columns only, so a column added later (a secret, someone else's data) stays out
 * until it is chosen here. Password hash, session and code token hashes are never selected; of a
 * call request made on someone's contribution only the requester's own fields are read, never the
 * contributor's number (which lives on the contribution, not the request).
 */
export class KnexMemberDataSource implements MemberDataSource {
  constructor(private readonly db: Knex) {}

  /** One read-only snapshot, so the document is consistent even while the member keeps acting. */
  read(userId: number): Promise<StoredMemberData | null> {
    return this.db.transaction((trx) => this.readIn(trx, userId), { isolationLevel: "repeatable read", readOnly: true });
  }

  private async readIn(db: Knex.Transaction, userId: number): Promise<StoredMemberData | null> {
    const [profile] = instants<StoredMemberData["profile"] & { skills: unknown }>(
      await db("users")
        .select(
          "id",
          "username as memberNumber",
          "full_name as fullName",
          "email",
          "email_verified_at as emailVerifiedAt",
          "phone_number as phoneNumber",
          "address",
          "bio",
          db.raw("to_char(birthday, 'YYYY-MM-DD') as birthday"),
          "profile_photo as profilePhoto",
          "skills",
          "primary_service as primaryService",
          "joined_service_id as joinedServiceId",
          "role",
          "created_at as createdAt",
        )
        .where({ id: userId }),
    );
    if (profile === undefined) return null;

    const [contributions, files, ideas, votes, forumsCreated, forumPosts, likes, reports, total, ledger] = await Promise.all([
      db("contributions")
        .select(
          "id",
          "task_id as taskId",
          "status",
          "notes",
          "address",
          "phone_number as phoneNumber",
          "contact_notes as contactNotes",
          "has_contact_info as hasContactInfo",
          "allow_direct_contact as allowDirectContact",
          "website_url as websiteUrl",
          "user_latitude as latitude",
          "user_longitude as longitude",
          "rejection_reason as rejectionReason",
          "created_at as createdAt",
          "updated_at as updatedAt",
        )
        .where({ user_id: userId })
        .orderBy("id"),
      db("uploads")
        .select(db.raw("? || storage_key as url", [mediaPathPrefix]), "kind", "original_name as name", "created_at as uploadedAt", "contribution_id as contributionId")
        .where({ user_id: userId })
        .orderBy(["created_at", "id"]),
      db("ideas")
        .select("id", "service_id as serviceId", "content", "vote_count as voteCount", "created_at as createdAt", "hidden_at as hiddenAt")
        .where({ author_id: userId })
        .orderBy("id"),
      db("idea_votes").select("idea_id as ideaId", "created_at as createdAt").where({ voter_id: userId }).orderBy("id"),
      db("forums")
        .select("id", "service_id as serviceId", "title", "description", "created_at as createdAt", "hidden_at as hiddenAt")
        .where({ creator_id: userId })
        .orderBy("id"),
      db("forum_posts")
        .select("id", "forum_id as forumId", "subject", "content", "likes_count as likesCount", "created_at as createdAt", "hidden_at as hiddenAt")
        .where({ author_id: userId })
        .orderBy("id"),
      db("forum_post_likes").select("post_id as postId", "created_at as createdAt").where({ user_id: userId }).orderBy(["created_at", "post_id"]),
      db("content_reports").select("kind", "item_id as itemId", "reason", "created_at as createdAt").where({ reporter_id: userId }).orderBy("id"),
      db("member_points").select("total_points as total").where({ user_id: userId }).first(),
      db("points_ledger")
        .select("action", "points", "reference_kind as referenceKind", "reference_id as referenceId", "created_at as createdAt")
        .where({ user_id: userId })
        .orderBy("id"),
    ]);
    const [notifications, inviteLink, invitationsSent, callRequestsMade, callRequestsReceived, sessions, agenciesSubmitted] = await Promise.all([
      db("notifications")
        .select("id", "type", "title", "message", "is_read as isRead", "created_at as createdAt")
        .where({ user_id: userId })
        .orderBy("id"),
      db("invite_links").select("code").where({ user_id: userId }).first(),
      db("invitations")
        .select(
          "method",
          "invitee_email as inviteeEmail",
          "invitee_phone as inviteePhone",
          "message",
          "created_at as createdAt",
          db.raw("accepted_user_id is not null as accepted"),
        )
        .where({ inviter_id: userId })
        .orderBy("id"),
      db("call_requests")
        .select("contribution_id as contributionId", "caller_name as callerName", "caller_phone as callerPhone", "message", "created_at as createdAt")
        .where({ requester_id: userId })
        .orderBy("id"),
      // Requests on the member's contributions: what the member was sent (the caller's name and number).
      db("call_requests as r")
        .join("contributions as c", "c.id", "r.contribution_id")
        .select("r.contribution_id as contributionId", "r.caller_name as callerName", "r.caller_phone as callerPhone", "r.message", "r.created_at as createdAt")
        .where("c.user_id", userId)
        .orderBy("r.id"),
      db("sessions").select("created_at as createdAt", "last_active_at as lastActiveAt", "expires_at as expiresAt").where({ user_id: userId }).orderBy("created_at"),
      // The agencies the member added, whatever their review says; who reviewed them is the moderators' business.
      db("government_agencies")
        .select(
          "id",
          "name",
          "type",
          "description",
          "phone",
          "email",
          "address",
          "website",
          "services",
          "department",
          ...reviewColumns,
        )
        .where({ submitted_by: userId })
        .orderBy("id"),
    ]);
    // The map's points the member submitted, in any review state; their search keys are derived, not theirs.
    const [placesSubmitted, safePlacesSubmitted, connectionPointsSubmitted, liveComments] = await Promise.all([
      db("places")
        .select("id", "name", "description", "photo_url as photoUrl", "latitude", "longitude", "region", ...reviewColumns, "updated_at as updatedAt")
        .where({ author_id: userId })
        .orderBy("id"),
      db("safe_places")
        .select(...reportedPlaceColumns, "category", "safety_rating as safetyRating", "tags")
        .where({ reported_by: userId })
        .orderBy("id"),
      db("connection_points")
        .select(
          ...reportedPlaceColumns,
          "connection_type as connectionType",
          "speed",
          "reliability",
          "is_public as isPublic",
          "is_free as isFree",
          "requirements",
          "connection_status as connectionStatus",
          "last_tested as lastTested",
        )
        .where({ reported_by: userId })
        .orderBy("id"),
      // Under the meeting it was written during, named by its start (a broadcast id means nothing to a member).
      db("live_meeting_comments as c")
        .join("live_broadcasts as b", "b.id", "c.broadcast_id")
        .select("c.id", "b.started_at as meetingStartedAt", "c.content", "c.created_at as createdAt", "c.hidden_at as hiddenAt")
        .where("c.author_id", userId)
        .orderBy("c.id"),
    ]);

    return {
      profile: { ...profile, skills: parsed<string[]>(profile.skills) },
      contributions: instants(contributions),
      files: instants(files),
      ideas: instants(ideas),
      votes: instants(votes),
      forumsCreated: instants(forumsCreated),
      forumPosts: instants(forumPosts),
      likes: instants(likes),
      liveComments: instants(liveComments),
      reports: instants(reports),
      points: { total: (total as { total: number } | undefined)?.total ?? 0, ledger: instants(ledger) },
      notifications: instants<StoredMemberData["notifications"][number]>(notifications).map((notification) => ({
        ...notification,
        title: parsed(notification.title),
        message: parsed(notification.message),
      })),
      inviteLinkCode: (inviteLink as { code: string } | undefined)?.code ?? null,
      invitationsSent: instants(invitationsSent),
      callRequestsMade: instants(callRequestsMade),
      callRequestsReceived: instants(callRequestsReceived),
      sessions: instants(sessions),
      agenciesSubmitted: instants<StoredMemberData["agenciesSubmitted"][number]>(agenciesSubmitted).map((agency) => ({
        ...agency,
        services: parsed<string[]>(agency.services),
      })),
      placesSubmitted: instants(placesSubmitted),
      safePlacesSubmitted: instants<StoredMemberData["safePlacesSubmitted"][number]>(safePlacesSubmitted).map((place) => ({
        ...place,
        tags: parsed<string[]>(place.tags),
      })),
      connectionPointsSubmitted: instants(connectionPointsSubmitted),
    };
  }
}

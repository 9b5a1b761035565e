import type { AccountEraser, ErasedAccount } from "@kominote/core/ports/account-eraser";
import { deletionCodeKey } from "@kominote/core/rules/account-deletion";
import { loginContactKey } from "@kominote/core/rules/login-code-policy";
import { mediaPathPrefix } from "@kominote/core/rules/media-paths";
import type { Knex } from "knex";
import { appendAuditEntry } from "../moderation/knex-audit-log";

interface LeavingRow {
  email: string | null;
  phone_number: string | null;
  profile_photo: string | null;
}

/** The contact keys codes and their sending history were kept under: they hold the contact itself. */
const codeKeysOf = ({ email, phone_number }: LeavingRow): string[] => [
  ...(email === null ? [] : [loginContactKey("email", email), deletionCodeKey("email", email)]),
  ...(phone_number === null ? [] : [loginContactKey("phone", phone_number), deletionCodeKey("phone", phone_number)]),
];

/** The storage keys of links to files kept here; a link the member typed to another site names no file of ours. */
const storedFileKeys = (links: readonly (string | null)[]): string[] =>
  links.flatMap((link) => (link?.startsWith(mediaPathPrefix) === true ? [link.slice(mediaPathPrefix.length)] : []));

/**
 * A member leaving, in Postgres (decision 0020): everything in one transaction, the users row
 * locked first so two requests cannot both erase. What stays is the community's: ideas, forums,
 * posts, contributions (without their contact fields and files), places (without their photos),
 * safe places, connection points, agencies, votes, points and the audit log,
 * all still pointing at the tombstone, whose name reads as "former member" in each reader's language.
 */
export class KnexAccountEraser implements AccountEraser {
  constructor(private readonly db: Knex) {}

  erase(userId: number, at: Date): Promise<ErasedAccount | null> {
    return this.db.transaction(async (trx) => {
      const member = await trx("users")
        .where({ id: userId })
        .whereNull("deleted_at")
        .forUpdate()
        .first<LeavingRow | undefined>("email", "phone_number", "profile_photo");
      if (member === undefined) return null;

      const uploads = (await trx("uploads").where({ user_id: userId }).select("storage_key")) as { storage_key: string }[];
      const placePhotos = (await trx("places").where({ author_id: userId }).select("photo_url")) as { photo_url: string | null }[];
      const photo = storedFileKeys([member.profile_photo]);

      // Contributions stay as community content; how to reach the member does not.
      await trx("contributions").where({ user_id: userId }).update({
        address: null,
        phone_number: null,
        contact_notes: null,
        website_url: null,
        user_latitude: null,
        user_longitude: null,
        has_contact_info: false,
        allow_direct_contact: false,
      });
      await trx("uploads").where({ user_id: userId }).delete();
      // The member's places stay on the map as text, as contributions do: their pictures leave with them.
      await trx("places").where({ author_id: userId }).whereNotNull("photo_url").update({ photo_url: null });
      // Calls asked of the member (the caller's number was sent to them) and calls they asked.
      await trx("call_requests")
        .where({ requester_id: userId })
        .orWhereIn("contribution_id", trx("contributions").select("id").where({ user_id: userId }))
        .delete();
      await trx("invitations").where({ inviter_id: userId }).update({ invitee_email: null, invitee_phone: null, message: null });
      await trx("invite_links").where({ user_id: userId }).delete();
      await trx("notifications").where({ user_id: userId }).delete();
      // A like removed is a like uncounted: the posts' totals stay true.
      await trx.raw(
        `update forum_posts set likes_count = greatest(likes_count - 1, 0)
         where id in (select post_id from forum_post_likes where user_id = ?)`,
        [userId],
      );
      await trx("forum_post_likes").where({ user_id: userId }).delete();
      await trx("content_views").where({ viewer_id: userId }).delete();
      await trx("email_verifications").where({ user_id: userId }).delete();
      const codeKeys = codeKeysOf(member);
      await trx("login_codes").whereIn("contact", codeKeys).delete();
      await trx("login_code_sends").whereIn("contact", codeKeys).delete();
      await trx("sessions").where({ user_id: userId }).delete();

      await trx("users").where({ id: userId }).update({
        deleted_at: at,
        full_name: "",
        email: null,
        phone_number: null,
        address: null,
        bio: null,
        profile_photo: null,
        birthday: null,
        skills: JSON.stringify([]),
        primary_service: null,
        joined_service_id: null,
        email_verified_at: null,
        password_hash: null,
        // A former moderator or admin keeps no power over anything.
        role: "member",
      });
      await appendAuditEntry(trx, { actorId: userId, action: "deleteAccount", subjectKind: "user", subjectId: userId, reason: null, at });
      return {
        fileKeys: [...photo, ...uploads.map((upload) => upload.storage_key), ...storedFileKeys(placePhotos.map((place) => place.photo_url))],
      };
    });
  }
}

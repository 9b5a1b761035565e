import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import { invitationDoNotContact, invitationNotSent } from "../errors/invitations";
import type { Language } from "../i18n/languages";
import { composeInvitationEmail, composeInvitationSms } from "../messaging/compose";
import type { Clock } from "../ports/clock";
import type { RandomSource } from "../ports/id-generator";
import type { InvitationStore } from "../ports/invitation-store";
import type { Mailer } from "../ports/mailer";
import type { SecretHasher } from "../ports/secret-hasher";
import type { SmsSender } from "../ports/sms-sender";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRepository } from "../ports/user-repository";
import {
  invitationMessageOf,
  invitationsPerDay,
  inviteLinkOf,
  unsubscribeLinkOf,
  unsubscribeTokenOf,
} from "../rules/invitation-policy";
import { loginContactKey, normalizeLoginContact } from "../rules/login-code-policy";
import { startOfDayIn } from "../rules/zoned-periods";
import type { Invitation, SendInvitationRequest } from "../schemas/invitations";
import { inviteCodeOf } from "./generate-invite-link";

export interface SendInvitationDependencies {
  invitations: InvitationStore;
  users: UserRepository;
  mailer: Mailer;
  sms: SmsSender;
  hasher: SecretHasher;
  random: RandomSource;
  clock: Clock;
  unitOfWork: UnitOfWork;
}

export interface SendInvitationInput {
  readonly inviterId: number;
  readonly body: SendInvitationRequest;
  /** The inviter's language: the invitation is written in it. */
  readonly language: Language;
  /** The site's address, for the invite and unsubscribe links. */
  readonly origin: string;
}

/** The channel and normalized contact of an e-mail or phone invitation; null for a share. */
const contactOf = (body: SendInvitationRequest): { channel: "email" | "phone"; contact: string } | null => {
  if (body.inviteMethod === "email" && body.inviteeEmail) return { channel: "email", contact: normalizeLoginContact("email", body.inviteeEmail) };
  if (body.inviteMethod === "phone" && body.inviteePhone) return { channel: "phone", contact: normalizeLoginContact("phone", body.inviteePhone) };
  return null;
};

/**
 * Invites someone. E-mail and phone invitations carry the member's message, their personal link
 * and an unsubscribe link, in the member's language, and count toward the daily limit; an
 * address that asked not to be contacted is refused, plainly, and gets nothing. Social and link
 * shares send nothing: they are recorded for the member's figures. The invitation and the
 * member's link code are one unit of work, committed before the message leaves (a mail server is
 * never waited for inside a transaction); a message that cannot be sent forgets the invitation.
 */
export const makeSendInvitation =
  ({ invitations, users, mailer, sms, hasher, random, clock, unitOfWork }: SendInvitationDependencies) =>
  ({ inviterId, body, language, origin }: SendInvitationInput): Effect.Effect<Invitation, DomainError> =>
    Effect.gen(function* () {
      const target = contactOf(body);
      const message = invitationMessageOf(body.message);
      const at = clock.now();

      if (target !== null) {
        const key = loginContactKey(target.channel, target.contact);
        if (yield* Effect.promise(() => invitations.isDoNotContact(key))) {
          return yield* Effect.fail(invitationDoNotContact());
        }
      }

      const prepared = yield* unitOfWork.run(Effect.gen(function* () {
        const recorded = yield* Effect.promise(() =>
          invitations.record(
            {
              inviterId,
              method: body.inviteMethod,
              inviteeEmail: target?.channel === "email" ? target.contact : null,
              inviteePhone: target?.channel === "phone" ? target.contact : null,
              message,
              at,
            },
            target === null ? null : { dailyLimit: invitationsPerDay, dayStart: startOfDayIn(at) },
          ),
        );
        if (recorded === "limitReached") {
          return yield* Effect.fail(
            domainError("INVITATION.DAILY_LIMIT", "invitations.error.dailyLimit", { params: { limit: invitationsPerDay } }),
          );
        }

        if (target === null) return { recorded, content: null };
        const inviter = yield* Effect.promise(() => users.findById(inviterId));
        const code = yield* inviteCodeOf(invitations, random, inviterId);
        const content = {
          inviterName: inviter?.fullName ?? "",
          message,
          link: inviteLinkOf(origin, code),
          unsubscribeLink: unsubscribeLinkOf(origin, unsubscribeTokenOf(hasher, recorded.id)),
        };
        return { recorded, content };
      }));
      const { recorded, content } = prepared;

      if (target !== null && content !== null) {
        const delivered = yield* Effect.promise(async () => {
          try {
            await (target.channel === "email"
              ? mailer.send({ to: target.contact, ...composeInvitationEmail(language, content) })
              : sms.send({ to: target.contact, ...composeInvitationSms(language, content) }));
            return true;
          } catch {
            // Not delivered: it must not count as sent nor against the day's limit.
            await invitations.forget(recorded.id);
            return false;
          }
        });
        if (!delivered) return yield* Effect.fail(invitationNotSent());
      }

      return { id: recorded.id, inviteMethod: body.inviteMethod, accepted: false, createdAt: recorded.createdAt.toISOString() };
    });

export type SendInvitation = ReturnType<typeof makeSendInvitation>;

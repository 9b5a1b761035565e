import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { unsubscribeInvalid } from "../errors/invitations";
import type { MessageKey } from "../i18n/messages";
import type { Clock } from "../ports/clock";
import type { InvitationStore } from "../ports/invitation-store";
import type { SecretHasher } from "../ports/secret-hasher";
import { invitationOfUnsubscribeToken } from "../rules/invitation-policy";

/**
 * The link at the foot of every invitation: the address or number it was sent to goes on the
 * do-not-contact list, and no member can invite it again. No account is needed; the signed
 * token is the proof that this contact received an invitation. Opening it twice is harmless.
 */
export const makeUnsubscribeFromInvitations =
  ({ invitations, hasher, clock }: { invitations: InvitationStore; hasher: SecretHasher; clock: Clock }) =>
  (token: string): Effect.Effect<{ messageKey: MessageKey }, DomainError> =>
    Effect.gen(function* () {
      const invalid = unsubscribeInvalid();
      const invitationId = invitationOfUnsubscribeToken(hasher, token);
      if (invitationId === null) return yield* Effect.fail(invalid);
      const contact = yield* Effect.promise(() => invitations.contactOf(invitationId));
      if (contact === null) return yield* Effect.fail(invalid);
      yield* Effect.promise(() => invitations.addDoNotContact(contact, clock.now()));
      return { messageKey: "invitations.unsubscribe.done" as const };
    });

import { Effect } from "effect";
import { userNotFound } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { MemberDirectory } from "../ports/member-directory";
import type { UserRecord, UserRepository } from "../ports/user-repository";
import { parseMemberNumber, normalizeMemberNumber } from "../rules/member-number";
import { normalizePhone } from "../rules/phone";
import type { Role } from "../schemas/users";

export interface GrantRoleResult {
  readonly member: Pick<UserRecord, "id" | "fullName" | "username">;
  readonly previousRole: Role;
  readonly role: Role;
}

/**
 * Gives a member a role (member, moderator, admin), naming them as an administrator would: by
 * member number, e-mail address or phone number.
 */
export const makeGrantRole =
  ({ users, directory }: { users: UserRepository; directory: MemberDirectory }) =>
  ({ member, role }: { member: string; role: Role }): Effect.Effect<GrantRoleResult, DomainError> =>
    Effect.gen(function* () {
      const who = member.trim();
      const user = yield* Effect.promise(async () => {
        if (parseMemberNumber(who) !== null) {
          const id = await directory.findIdByMemberNumber(normalizeMemberNumber(who));
          return id === null ? null : users.findById(id);
        }
        if (who.includes("@")) return users.findByEmail(who.toLowerCase());
        return users.findByPhone(normalizePhone(who));
      });
      if (user === null) return yield* Effect.fail(userNotFound());
      if (user.role !== role) yield* Effect.promise(() => users.setRole(user.id, role));
      return { member: { id: user.id, fullName: user.fullName, username: user.username }, previousRole: user.role, role };
    });

export type GrantRole = ReturnType<typeof makeGrantRole>;

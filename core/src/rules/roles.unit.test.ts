import { describe, expect, it } from "vitest";
import { hasRoleAtLeast, moderatorRoles } from "./roles";

describe("role order", () => {
  it("lets each role do what the roles below it may", () => {
    expect(hasRoleAtLeast("admin", "moderator")).toBe(true);
    expect(hasRoleAtLeast("moderator", "member")).toBe(true);
    expect(hasRoleAtLeast("moderator", "moderator")).toBe(true);
  });

  it("keeps a role out of what only the roles above it may do", () => {
    expect(hasRoleAtLeast("member", "moderator")).toBe(false);
    expect(hasRoleAtLeast("moderator", "admin")).toBe(false);
  });

  it("names moderators and admins as the moderating roles", () => {
    expect(moderatorRoles).toEqual(["moderator", "admin"]);
  });
});

import { describe, expect, it } from "vitest";
import { testMember } from "../../../testing/member";
import { contributeAccess } from "./contribute-access";

describe("contributeAccess", () => {
  it("asks a visitor to sign in first", () => {
    expect(contributeAccess(null, 1)).toBe("visitor");
  });

  it("tells a member without a main service, or with another one, to join this one", () => {
    expect(contributeAccess({ ...testMember, joinedServiceId: null }, 1)).toBe("noService");
    expect(contributeAccess({ ...testMember, joinedServiceId: 2 }, 1)).toBe("otherService");
  });

  it("lets a member of this service contribute", () => {
    expect(contributeAccess({ ...testMember, joinedServiceId: 1 }, 1)).toBe("member");
  });
});

import { describe, expect, it } from "vitest";
import { displayNameOf, firstNameOf, initialsOf } from "./user-display";

describe("displayNameOf", () => {
  it("shows the full name, else the member number, else nothing (the generic word)", () => {
    expect(displayNameOf({ fullName: " Marie Joseph ", username: "KDS-0000007-5" })).toBe("Marie Joseph");
    expect(displayNameOf({ fullName: "  ", username: "KDS-0000007-5" })).toBe("KDS-0000007-5");
    expect(displayNameOf({ fullName: "", username: "" })).toBeNull();
  });
});

describe("firstNameOf", () => {
  it("greets by the first word of the full name, falling back like the display name", () => {
    expect(firstNameOf({ fullName: "Marie Carmel Joseph", username: "KDS-0000007-5" })).toBe("Marie");
    expect(firstNameOf({ fullName: "", username: "KDS-0000007-5" })).toBe("KDS-0000007-5");
  });
});

describe("initialsOf", () => {
  it("takes the first and last names' initials", () => {
    expect(initialsOf("marie carmel joseph")).toBe("MJ");
    expect(initialsOf("Élise")).toBe("É");
    expect(initialsOf(null)).toBe("?");
  });
});

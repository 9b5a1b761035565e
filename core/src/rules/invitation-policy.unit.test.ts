import { describe, expect, it } from "vitest";
import { hexHasher } from "../testing/invitation-doubles";
import {
  invitationMessageOf,
  invitationOfUnsubscribeToken,
  inviteLinkOf,
  successRateOf,
  unsubscribeLinkOf,
  unsubscribeTokenOf,
} from "./invitation-policy";

describe("invitation rules", () => {
  it("signs unsubscribe tokens so only this server's are read back", () => {
    const hasher = hexHasher();
    const token = unsubscribeTokenOf(hasher, 42);
    expect(token).toMatch(/^42\.[0-9a-f]{32}$/);
    expect(invitationOfUnsubscribeToken(hasher, token)).toBe(42);
    expect(invitationOfUnsubscribeToken(hasher, token.replace(/^42/, "43"))).toBeNull();
    expect(invitationOfUnsubscribeToken(hexHasher("another key"), token)).toBeNull();
    expect(invitationOfUnsubscribeToken(hasher, "99999999999.0123456789abcdef0123456789abcdef")).toBeNull();
  });

  it("builds the links from the site's address", () => {
    expect(inviteLinkOf("https://kominote.ht", "aB3_-x")).toBe("https://kominote.ht/register?invite=aB3_-x");
    expect(unsubscribeLinkOf("https://kominote.ht", "4.ab")).toBe("https://kominote.ht/api/invitations/unsubscribe?token=4.ab");
  });

  it("treats a blank message as none and rounds the success rate", () => {
    expect(invitationMessageOf("   ")).toBeNull();
    expect(invitationMessageOf(undefined)).toBeNull();
    expect(invitationMessageOf(" Vini! ")).toBe("Vini!");
    expect(successRateOf(1, 3)).toBe(33);
    expect(successRateOf(2, 3)).toBe(67);
    expect(successRateOf(0, 0)).toBeNull();
  });
});

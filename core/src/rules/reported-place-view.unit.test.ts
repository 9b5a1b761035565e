import { describe, expect, it } from "vitest";
import type { ReportedRecord } from "../ports/reported-places";
import { byPlaceName, changesAny, mayCorrect, placeSearchText, reportedFieldsFor, reviewAfterCorrection } from "./reported-place-view";

const member = { id: 7, role: "member" } as const;
const moderator = { id: 9, role: "moderator" } as const;

const record = (overrides: Partial<ReportedRecord> = {}): ReportedRecord => ({
  id: 1,
  reporterId: 7,
  reporterName: "Marie Joseph",
  reviewStatus: "pending",
  rejectionReason: null,
  reportedAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  ...overrides,
});

describe("mayCorrect", () => {
  it("lets the reporter and any moderator or admin correct, nobody else", () => {
    expect(mayCorrect(member, 7)).toBe(true);
    expect(mayCorrect(moderator, 7)).toBe(true);
    expect(mayCorrect({ id: 3, role: "admin" }, 7)).toBe(true);
    expect(mayCorrect({ id: 8, role: "member" }, 7)).toBe(false);
  });
});

describe("reviewAfterCorrection", () => {
  it("asks for a new review after a reporter changes a reviewed field", () => {
    expect(reviewAfterCorrection(member, true)).toBe("again");
    expect(reviewAfterCorrection(member, false)).toBe("keep");
  });

  it("keeps the review after a moderator's correction", () => {
    expect(reviewAfterCorrection(moderator, true)).toBe("keep");
  });
});

describe("changesAny", () => {
  const current = { name: "Lopital", tags: ["24/24"], rating: 3 };

  it("sees a field given another value, lists compared item by item", () => {
    expect(changesAny(current, { name: "Klinik" }, ["name"])).toBe(true);
    expect(changesAny(current, { tags: ["24/24", "gratis"] }, ["tags"])).toBe(true);
  });

  it("ignores fields given their current value, fields left out and fields not asked about", () => {
    expect(changesAny(current, { name: "Lopital", tags: ["24/24"] }, ["name", "tags"])).toBe(false);
    expect(changesAny(current, {}, ["name"])).toBe(false);
    expect(changesAny(current, { rating: 5 }, ["name"])).toBe(false);
  });
});

describe("reportedFieldsFor", () => {
  it("shows an approved place as verified, and lets only its reporter or a moderator edit it", () => {
    expect(reportedFieldsFor(record({ reviewStatus: "approved" }), member)).toEqual({
      id: 1,
      verificationStatus: "verified",
      reportedBy: "Marie Joseph",
      reportedAt: "2026-03-01T10:00:00.000Z",
      rejectionReason: null,
      canEdit: true,
    });
    expect(reportedFieldsFor(record(), { id: 8, role: "member" }).canEdit).toBe(false);
  });

  it("shows a rejected place as unverified, with the reason", () => {
    expect(reportedFieldsFor(record({ reviewStatus: "rejected", rejectionReason: "Pa egziste." }), member)).toMatchObject({
      verificationStatus: "unverified",
      rejectionReason: "Pa egziste.",
    });
  });
});

describe("byPlaceName", () => {
  it("orders by name, case and accents aside, then by id", () => {
    const places = [
      { id: 3, name: "Zòn" },
      { id: 2, name: "église" },
      { id: 1, name: "Eglise" },
      { id: 4, name: "Abri" },
    ];
    expect([...places].sort(byPlaceName).map((place) => place.id)).toEqual([4, 1, 2, 3]);
  });
});

describe("placeSearchText", () => {
  it("joins the name, address and description, searchable", () => {
    expect(placeSearchText({ name: "Lopital", address: "Jérémie", description: "Ouvè 24/24" })).toBe("lopital\njeremie\nouve 24/24");
  });
});

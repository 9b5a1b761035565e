import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { MemberDataSource, StoredMemberData } from "../ports/member-data-source";
import { fixedClock } from "../ports/clock";
import { makeExportOwnData } from "./export-own-data";

const stored: StoredMemberData = {
  profile: {
    id: 7,
    memberNumber: "KDS-0000007-1",
    fullName: "Rose Jean",
    email: "rose@example.ht",
    emailVerifiedAt: null,
    phoneNumber: null,
    address: null,
    bio: null,
    birthday: null,
    profilePhoto: null,
    skills: [],
    primaryService: null,
    joinedServiceId: null,
    role: "member",
    createdAt: "2026-01-02T03:04:05.000Z",
  },
  contributions: [
    {
      id: 11,
      taskId: 3,
      status: "pending",
      notes: "Lekòl la louvri.",
      address: null,
      phoneNumber: null,
      contactNotes: null,
      hasContactInfo: false,
      allowDirectContact: false,
      websiteUrl: null,
      latitude: null,
      longitude: null,
      rejectionReason: null,
      createdAt: "2026-02-01T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
    },
  ],
  files: [
    { url: "/media/a.webp", kind: "media", name: "lekol.jpg", uploadedAt: "2026-02-01T00:00:00.000Z", contributionId: 11 },
    { url: "/media/b.pdf", kind: "pdf", name: "lis.pdf", uploadedAt: "2026-02-02T00:00:00.000Z", contributionId: null },
  ],
  ideas: [],
  votes: [],
  forumsCreated: [],
  forumPosts: [],
  likes: [],
  liveComments: [
    { id: 21, meetingStartedAt: "2026-11-20T18:00:00.000Z", content: "Bonswa tout moun!", createdAt: "2026-11-20T18:05:00.000Z", hiddenAt: null },
    { id: 24, meetingStartedAt: "2026-11-20T18:00:00.000Z", content: "Yon mo ki pa t bon.", createdAt: "2026-11-20T18:09:00.000Z", hiddenAt: "2026-11-20T18:12:00.000Z" },
  ],
  reports: [],
  agenciesSubmitted: [
    {
      id: 4,
      name: "Mairie de Jérémie",
      type: "municipality",
      description: "Meri komin Jeremi.",
      phone: "+50937201234",
      email: null,
      address: "Jérémie",
      website: null,
      services: ["Batistè"],
      department: "Grand'Anse",
      status: "rejected",
      rejectionReason: "Li deja nan lis la.",
      createdAt: "2026-03-01T00:00:00.000Z",
      reviewedAt: "2026-03-02T00:00:00.000Z",
    },
  ],
  placesSubmitted: [
    {
      id: 9,
      name: "Plas Jeremi",
      description: null,
      photoUrl: "/media/place-abc.webp",
      latitude: 18.65,
      longitude: -74.117,
      region: "south",
      status: "pending",
      rejectionReason: null,
      createdAt: "2026-04-01T00:00:00.000Z",
      updatedAt: "2026-04-01T00:00:00.000Z",
      reviewedAt: null,
    },
  ],
  safePlacesSubmitted: [
    {
      id: 2,
      name: "Lopital Sen Antwàn",
      description: "Ijans lajounen kou lannwit.",
      address: "Ri Lopital, Jérémie",
      latitude: 18.648,
      longitude: -74.115,
      category: "hospital",
      safetyRating: 4.5,
      tags: ["ijans"],
      status: "approved",
      rejectionReason: null,
      createdAt: "2026-04-02T00:00:00.000Z",
      updatedAt: "2026-04-03T00:00:00.000Z",
      reviewedAt: "2026-04-03T00:00:00.000Z",
    },
  ],
  connectionPointsSubmitted: [
    {
      id: 3,
      name: "Wifi plas la",
      description: "Devan legliz la.",
      address: "Plas Jeremi",
      latitude: 18.65,
      longitude: -74.116,
      connectionType: "wifi",
      speed: 12,
      reliability: 3,
      isPublic: true,
      isFree: false,
      requirements: "Mande kòd la nan biwo a.",
      connectionStatus: "intermittent",
      lastTested: "2026-04-04T00:00:00.000Z",
      status: "rejected",
      rejectionReason: "Pa gen wifi la.",
      createdAt: "2026-04-04T00:00:00.000Z",
      updatedAt: "2026-04-05T00:00:00.000Z",
      reviewedAt: "2026-04-05T00:00:00.000Z",
    },
  ],
  points: { total: 0, ledger: [] },
  notifications: [],
  inviteLinkCode: null,
  invitationsSent: [],
  callRequestsMade: [],
  callRequestsReceived: [],
  sessions: [],
};

const sourceOf = (data: StoredMemberData | null): MemberDataSource & { readFor: number[] } => {
  const readFor: number[] = [];
  return {
    readFor,
    read: async (userId) => {
      readFor.push(userId);
      return data;
    },
  };
};

const clock = fixedClock(new Date("2026-11-25T23:30:00.000Z"));

describe("exportOwnData", () => {
  it("reads the member's own data, places each file under its contribution and names the file by member number and day", async () => {
    const memberData = sourceOf(stored);

    const download = await Effect.runPromise(makeExportOwnData({ memberData, clock })(7));

    expect(memberData.readFor).toEqual([7]);
    expect(download.fileName).toBe("kominote-KDS-0000007-1-2026-11-25.json");
    expect(download.document.exportedAt).toBe("2026-11-25T23:30:00.000Z");
    expect(download.document.contributions[0]?.files).toEqual([
      { url: "/media/a.webp", kind: "media", name: "lekol.jpg", uploadedAt: "2026-02-01T00:00:00.000Z" },
    ]);
    expect(download.document.unattachedFiles).toEqual([
      { url: "/media/b.pdf", kind: "pdf", name: "lis.pdf", uploadedAt: "2026-02-02T00:00:00.000Z" },
    ]);
    expect(download.document.profile).toEqual(stored.profile);
    expect(download.document.agenciesSubmitted).toEqual(stored.agenciesSubmitted);
    expect(download.document.placesSubmitted).toEqual(stored.placesSubmitted);
    expect(download.document.safePlacesSubmitted).toEqual(stored.safePlacesSubmitted);
    expect(download.document.connectionPointsSubmitted).toEqual(stored.connectionPointsSubmitted);
    expect(download.document.liveComments).toEqual(stored.liveComments);
  });

  it("answers a member who no longer exists as signed out", async () => {
    const result = await Effect.runPromise(Effect.result(makeExportOwnData({ memberData: sourceOf(null), clock })(7)));
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.REQUIRED");
  });
});

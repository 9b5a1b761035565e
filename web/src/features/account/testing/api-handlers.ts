import type { AccountContribution, Contribution } from "@kominote/core/schemas/contributions";
import type { OwnDataExport } from "@kominote/core/schemas/own-data";
import type { User } from "@kominote/core/schemas/users";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { marieContributions } from "./contributions";
import { marie } from "./members";

/** Everything the API holds about Marie, as `GET /api/users/me/export` answers. */
export const marieOwnData: OwnDataExport = {
  exportedAt: "2026-06-11T12:00:00.000Z",
  profile: {
    id: marie.id,
    memberNumber: marie.username,
    fullName: marie.fullName,
    email: marie.email,
    emailVerifiedAt: "2026-05-01T10:05:00.000Z",
    phoneNumber: marie.phoneNumber,
    address: null,
    bio: marie.bio,
    birthday: "1994-08-15",
    profilePhoto: null,
    skills: ["Swen sante"],
    primaryService: "Sante",
    joinedServiceId: 1,
    role: "member",
    createdAt: marie.createdAt,
  },
  contributions: [],
  unattachedFiles: [],
  ideas: [{ id: 13, serviceId: 2, content: "Pataje liv lekòl ki deja sèvi ant fanmi yo nan kòmansman ane a.", voteCount: 5, createdAt: "2026-05-18T08:00:00.000Z", hiddenAt: null }],
  votes: [{ ideaId: 12, createdAt: "2026-05-20T09:00:00.000Z" }],
  forumsCreated: [],
  forumPosts: [],
  likes: [],
  liveComments: [{ id: 31, meetingStartedAt: "2026-05-21T18:00:00.000Z", content: "Mèsi pou reyinyon an.", createdAt: "2026-05-21T18:04:00.000Z", hiddenAt: null }],
  reports: [],
  agenciesSubmitted: [],
  placesSubmitted: [],
  safePlacesSubmitted: [],
  connectionPointsSubmitted: [],
  points: { total: 15, ledger: [{ action: "idea", points: 5, referenceKind: "idea", referenceId: 13, createdAt: "2026-05-18T08:00:00.000Z" }] },
  notifications: [],
  inviteLinkCode: "q3VxN8kLm2Pa",
  invitationsSent: [],
  callRequestsMade: [],
  callRequestsReceived: [],
  sessions: [{ createdAt: "2026-06-11T08:00:00.000Z", lastActiveAt: "2026-06-11T11:58:00.000Z", expiresAt: "2026-07-11T08:00:00.000Z" }],
};

/**
 * Marie's account kept in memory: a profile change and a corrected contribution are read back
 * as saved; the account is gone once deleted with the code.
 */
export const accountServer = (member: User = marie, contributions: readonly AccountContribution[] = marieContributions) => {
  const profile = { ...member };
  const own = contributions.map((contribution) => ({ ...contribution }));
  const state = { deleted: false };
  return {
    profile,
    contributions: own,
    state,
    handlers: [
      apiHttp.get("/api/users/{id}/contributions", ({ response }) => response(200).json(own.map((contribution) => ({ ...contribution })))),
      apiHttp.patch("/api/users/{id}/profile", async ({ request, response }) => {
        Object.assign(profile, await request.json());
        return response(200).json({ ...profile });
      }),
      apiHttp.patch("/api/contributions/{contributionId}", async ({ params, request, response }) => {
        const body = await request.json();
        const known = own.find((contribution) => contribution.id === Number(params.contributionId));
        if (known !== undefined && body.notes !== undefined) known.notes = body.notes;
        const saved: Contribution = {
          id: Number(params.contributionId),
          taskId: 13,
          notes: known?.notes ?? body.notes ?? "",
          address: body.address ?? null,
          phoneNumber: null,
          hasContactInfo: known?.hasContactInfo ?? false,
          allowDirectContact: false,
          hasWebsite: body.websiteUrl !== undefined && body.websiteUrl !== null,
          websiteUrl: body.websiteUrl ?? null,
          contactNotes: body.contactNotes ?? null,
          mediaUrls: [],
          pdfUrl: null,
          status: "pending",
          rejectionReason: null,
          contributedAt: known?.contributedAt ?? "2026-06-02T14:00:00.000Z",
        };
        return response(200).json(saved);
      }),
      apiHttp.get("/api/users/me/export", ({ response }) => response(200).json(marieOwnData)),
      apiHttp.post("/api/users/me/deletion-code", ({ response }) =>
        response(200).json({ channel: "email", contact: "m***@example.ht", message: "Nou voye yon kòd nan imèl ou.", resendAfterSeconds: 60 }),
      ),
      apiHttp.delete("/api/users/me", ({ response }) => {
        state.deleted = true;
        return response(204).empty();
      }),
    ],
  };
};

const [contributionsList, , , exportData, deletionCode] = accountServer().handlers;
const [emptyContributions] = accountServer(marie, []).handlers;

/** A member's account: their contributions, profile, own data, and leaving. */
export const accountApi = {
  listUserContributions: mockOperation({
    method: "get",
    path: "/api/users/{id}/contributions",
    example: { url: "/api/users/7/contributions" },
    success: contributionsList!,
    variants: { empty: [emptyContributions!] },
  }),
  updateProfile: mockOperation({
    method: "patch",
    path: "/api/users/{id}/profile",
    example: { url: "/api/users/7/profile", body: { bio: "Enfimyè nan Okap, mwen ede ak vaksinasyon timoun yo." } },
    success: freshEachTime("patch", "/api/users/{id}/profile", () => accountServer().handlers[1]!),
    fields: { email: "Adrès imèl la pa bon." },
    conflict: conflictOf("USER.EMAIL_TAKEN", "errors.user.emailTaken"),
  }),
  updateContribution: mockOperation({
    method: "patch",
    path: "/api/contributions/{contributionId}",
    example: { url: "/api/contributions/41", body: { notes: "Mwen pran foto a maten an, pòt klinik la louvri depi 7è chak jou." } },
    success: freshEachTime("patch", "/api/contributions/{contributionId}", () => accountServer().handlers[2]!),
    fields: { notes: "Nòt yo dwe gen omwen 20 karaktè." },
    conflict: conflictOf("CONTRIBUTION.ALREADY_REVIEWED", "contribute.error.alreadyReviewed"),
  }),
  exportOwnData: mockOperation({
    method: "get",
    path: "/api/users/me/export",
    example: { url: "/api/users/me/export" },
    success: exportData!,
  }),
  sendAccountDeletionCode: mockOperation({
    method: "post",
    path: "/api/users/me/deletion-code",
    example: { url: "/api/users/me/deletion-code" },
    success: deletionCode!,
  }),
  deleteOwnAccount: mockOperation({
    method: "delete",
    path: "/api/users/me",
    example: { url: "/api/users/me", body: { code: "482913" } },
    success: freshEachTime("delete", "/api/users/me", () => accountServer().handlers[5]!),
    fields: { code: "Kòd la pa bon." },
  }),
};

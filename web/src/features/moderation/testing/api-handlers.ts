import errors from "@kominote/core/i18n/messages/errors/ht";
import type { AuditEntry, ReportedContent, ReviewItem } from "@kominote/core/schemas/moderation";
import { testModerator } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { reportedItems } from "./reported-content";
import { auditEntries, pendingItems } from "./review-items";

const decidedAt = "2026-06-11T12:05:00.000Z";

/**
 * A moderator's desk kept in memory: a decided submission leaves the queue, hidden or cleared
 * content leaves the reports, and every decision joins the audit log, newest first. What the
 * member side sends (reports, announcements) is kept for a test to read.
 */
export const moderationServer = (
  queue: readonly ReviewItem[] = pendingItems,
  reports: readonly ReportedContent[] = reportedItems,
  log: readonly AuditEntry[] = auditEntries,
) => {
  const pending = [...queue];
  const reported = [...reports];
  const audit = [...log];
  const announcements: unknown[] = [];
  const contentReports: unknown[] = [];
  /** Every decision, announcement and report sent, in order, as sent. */
  const sent: { readonly method: "POST"; readonly path: string; readonly body: unknown }[] = [];
  const note = async (request: Request) => {
    const body: unknown = await request.clone().json().catch(() => null);
    sent.push({ method: "POST", path: new URL(request.url).pathname, body });
    return body;
  };
  const record = (action: AuditEntry["action"], targetKind: string, targetId: number, reason: string | null) =>
    audit.unshift({
      id: Math.max(0, ...audit.map((entry) => entry.id)) + 1,
      actor: { id: testModerator.id, fullName: testModerator.fullName },
      action,
      targetKind,
      targetId,
      targetLabel: null,
      targetRemoved: false,
      targetPage: null,
      reason,
      createdAt: decidedAt,
    });
  const decide = (kind: ReviewItem["kind"], id: number, status: "approved" | "rejected", reason: string | null) => {
    const index = pending.findIndex((item) => item.kind === kind && item.id === id);
    if (index === -1) return null;
    pending.splice(index, 1);
    record(status === "approved" ? "approve" : "reject", kind, id, reason);
    return { kind, id, status, reason, reviewedAt: decidedAt };
  };
  const clearReports = (kind: ReportedContent["kind"], id: number) => {
    const index = reported.findIndex((item) => item.kind === kind && item.id === id);
    return index === -1 ? 0 : (reported.splice(index, 1)[0]?.reportCount ?? 0);
  };
  const notPending = conflictOf("REVIEW.NOT_PENDING", "moderation.error.notPending");
  return {
    pending,
    reported,
    audit,
    announcements,
    contentReports,
    sent,
    handlers: [
      apiHttp.get("/api/moderation/queue", ({ query, response }) => {
        const kind = query.get("kind");
        return response(200).json(pending.filter((item) => kind === null || item.kind === kind));
      }),
      apiHttp.get("/api/moderation/reports", ({ response }) => response(200).json([...reported])),
      apiHttp.get("/api/moderation/audit-log", ({ response }) => response(200).json([...audit])),
      apiHttp.post("/api/moderation/reviews/{kind}/{id}/approve", async ({ params, request, response }) => {
        await note(request);
        const decision = decide(params.kind, Number(params.id), "approved", null);
        return decision === null ? response(409).json(notPending) : response(200).json(decision);
      }),
      apiHttp.post("/api/moderation/reviews/{kind}/{id}/reject", async ({ params, request, response }) => {
        await note(request);
        const { reason } = await request.json();
        const decision = decide(params.kind, Number(params.id), "rejected", reason);
        return decision === null ? response(409).json(notPending) : response(200).json(decision);
      }),
      apiHttp.post("/api/moderation/content/{kind}/{id}/hide", async ({ params, request, response }) => {
        await note(request);
        clearReports(params.kind, Number(params.id));
        record("hide", params.kind, Number(params.id), null);
        return response(204).empty();
      }),
      apiHttp.post("/api/moderation/reports/dismiss", async ({ request, response }) => {
        await note(request);
        const { kind, id } = await request.json();
        const dismissedCount = clearReports(kind, id);
        if (dismissedCount === 0) return response(404).json({ code: "REQUEST.NOT_FOUND", message: errors["errors.request.notFound"] });
        record("dismissReports", kind, id, null);
        return response(200).json({ kind, id, dismissedCount });
      }),
      apiHttp.post("/api/notifications/announcements", async ({ request, response }) => {
        announcements.push(await note(request));
        return response(201).json({ recipientCount: 42 });
      }),
      apiHttp.post("/api/reports", async ({ request, response }) => {
        contentReports.push(await note(request));
        return response(200).json({ message: "Mèsi, yon moderatè ap gade sa." });
      }),
    ],
  };
};

const [queue, reports, audit] = moderationServer().handlers;
const [emptyQueue, emptyReports, emptyAudit] = moderationServer([], [], []).handlers;

/** Moderation: the queue, the reports, the audit log, each decision, announcements, and a member's report. */
export const moderationApi = {
  listReviewQueue: mockOperation({
    method: "get",
    path: "/api/moderation/queue",
    example: { url: "/api/moderation/queue" },
    success: queue!,
    variants: { empty: [emptyQueue!] },
  }),
  listContentReports: mockOperation({
    method: "get",
    path: "/api/moderation/reports",
    example: { url: "/api/moderation/reports" },
    success: reports!,
    variants: { empty: [emptyReports!] },
  }),
  listAuditLog: mockOperation({
    method: "get",
    path: "/api/moderation/audit-log",
    example: { url: "/api/moderation/audit-log" },
    success: audit!,
    variants: { empty: [emptyAudit!] },
  }),
  approveSubmission: mockOperation({
    method: "post",
    path: "/api/moderation/reviews/{kind}/{id}/approve",
    example: { url: "/api/moderation/reviews/contribution/31/approve" },
    success: freshEachTime("post", "/api/moderation/reviews/{kind}/{id}/approve", () => moderationServer().handlers[3]!),
    conflict: conflictOf("REVIEW.NOT_PENDING", "moderation.error.notPending"),
  }),
  rejectSubmission: mockOperation({
    method: "post",
    path: "/api/moderation/reviews/{kind}/{id}/reject",
    example: { url: "/api/moderation/reviews/location/8/reject", body: { reason: "Kote sa a deja nan kat la." } },
    success: freshEachTime("post", "/api/moderation/reviews/{kind}/{id}/reject", () => moderationServer().handlers[4]!),
    fields: { reason: "Tanpri bay rezon an." },
    conflict: conflictOf("REVIEW.NOT_PENDING", "moderation.error.notPending"),
  }),
  hideContent: mockOperation({
    method: "post",
    path: "/api/moderation/content/{kind}/{id}/hide",
    example: { url: `/api/moderation/content/${reportedItems[0]?.kind ?? "idea"}/${reportedItems[0]?.id ?? 1}/hide` },
    success: freshEachTime("post", "/api/moderation/content/{kind}/{id}/hide", () => moderationServer().handlers[5]!),
    conflict: conflictOf("CONTENT.ALREADY_HIDDEN", "community.error.alreadyHidden"),
  }),
  dismissContentReports: mockOperation({
    method: "post",
    path: "/api/moderation/reports/dismiss",
    example: { url: "/api/moderation/reports/dismiss", body: { kind: reportedItems[0]?.kind ?? "idea", id: reportedItems[0]?.id ?? 1 } },
    success: freshEachTime("post", "/api/moderation/reports/dismiss", () => moderationServer().handlers[6]!),
  }),
  sendAnnouncement: mockOperation({
    method: "post",
    path: "/api/notifications/announcements",
    example: { url: "/api/notifications/announcements", body: { title: "Jounen vaksinasyon", message: "Samdi 14 jen, klinik Sen Jozèf ap vaksinen timoun gratis." } },
    success: freshEachTime("post", "/api/notifications/announcements", () => moderationServer().handlers[7]!),
    fields: { title: "Tanpri bay yon tit." },
  }),
  reportContent: mockOperation({
    method: "post",
    path: "/api/reports",
    example: { url: "/api/reports", body: { kind: "idea", id: 12, reason: "Mesaj sa a ensilte yon manm." } },
    success: freshEachTime("post", "/api/reports", () => moderationServer().handlers[8]!),
    fields: { reason: "Tanpri di poukisa." },
  }),
};

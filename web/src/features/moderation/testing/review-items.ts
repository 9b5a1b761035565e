import type { AuditEntry, ReviewItem } from "@kominote/core/schemas/moderation";

/** "Now" for the moderation stories and tests. */
export const moderationNow = new Date("2026-06-11T12:00:00Z");

/** Pending submissions as GET /api/moderation/queue answers, oldest first. */
export const pendingItems: readonly ReviewItem[] = [
  {
    kind: "contribution",
    id: 31,
    title: "Tag fatra nan Ri Pave",
    description: "Gen yon pil fatra devan mache a depi 3 jou, li bloke wout la.",
    photoUrl: null,
    latitude: 18.5392,
    longitude: -72.335,
    serviceName: "Dlo ak Asenisman",
    submittedBy: { id: 7, fullName: "Marie Joseph" },
    submittedAt: "2026-06-11T09:00:00.000Z",
  },
  {
    kind: "location",
    id: 8,
    title: "Sous dlo Fon Pye",
    description: null,
    photoUrl: null,
    latitude: 19.7578,
    longitude: -72.2044,
    serviceName: null,
    submittedBy: null,
    submittedAt: "2026-06-11T11:50:00.000Z",
  },
];

/** Decisions as GET /api/moderation/audit-log answers, newest first. */
export const auditEntries: readonly AuditEntry[] = [
  {
    id: 6,
    actor: { id: 1, fullName: "Rose Michel" },
    action: "dismissReports",
    targetKind: "idea",
    targetId: 9,
    targetLabel: "Mete plis poubèl nan mache Kwadebouke a pou moun pa jete fatra atè.",
    targetRemoved: false,
    targetPage: null,
    reason: null,
    createdAt: "2026-06-11T11:40:00.000Z",
  },
  {
    id: 5,
    actor: { id: 2, fullName: "Jean Baptiste" },
    action: "reject",
    targetKind: "contribution",
    targetId: 30,
    targetLabel: "Pran foto devan klinik la",
    targetRemoved: false,
    targetPage: { kind: "task", id: 13 },
    reason: "Foto a pa montre kote a.",
    createdAt: "2026-06-11T11:30:00.000Z",
  },
  {
    id: 4,
    actor: { id: 2, fullName: "Jean Baptiste" },
    action: "approve",
    targetKind: "location",
    targetId: 6,
    targetLabel: null,
    targetRemoved: true,
    targetPage: null,
    reason: null,
    createdAt: "2026-06-10T08:00:00.000Z",
  },
  {
    id: 3,
    actor: { id: 1, fullName: "Rose Michel" },
    action: "announce",
    targetKind: "announcement",
    targetId: 2,
    targetLabel: null,
    targetRemoved: false,
    targetPage: null,
    reason: null,
    createdAt: "2026-06-09T08:00:00.000Z",
  },
  {
    id: 2,
    actor: { id: 1, fullName: "Rose Michel" },
    action: "pinForum",
    targetKind: "forum",
    targetId: 12,
    targetLabel: "Fatra nan mache a",
    targetRemoved: false,
    targetPage: { kind: "forum", id: 12 },
    reason: null,
    createdAt: "2026-06-08T08:00:00.000Z",
  },
];

import type { ReportedContent } from "@kominote/core/schemas/moderation";

/** Open reports as GET /api/moderation/reports answers, the longest waiting first. */
export const reportedItems: readonly ReportedContent[] = [
  {
    kind: "forumPost",
    id: 41,
    text: "Moun sa yo se vòlè, pa janm ale lakay yo.",
    author: { id: 12, fullName: "Paul Étienne" },
    reportCount: 3,
    reasons: ["Li joure moun.", "Se pa verite.", "Li joure moun."],
    firstReportedAt: "2026-06-10T08:00:00.000Z",
    lastReportedAt: "2026-06-11T10:00:00.000Z",
  },
  {
    kind: "idea",
    id: 9,
    text: "Vann kat SIM nan biwo a.",
    author: { id: 14, fullName: "Lucie Noël" },
    reportCount: 1,
    reasons: ["Se piblisite."],
    firstReportedAt: "2026-06-11T11:30:00.000Z",
    lastReportedAt: "2026-06-11T11:30:00.000Z",
  },
];

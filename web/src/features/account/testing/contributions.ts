import type { AccountContribution } from "@kominote/core/schemas/contributions";

/** Marie's contributions as `GET /api/users/{id}/contributions` answers, for stories and tests: two pending, one approved. */
export const marieContributions: readonly AccountContribution[] = [
  {
    id: 41,
    taskTitle: "Pran foto devan klinik la",
    notes: "Mwen pran foto a maten an, pòt klinik la louvri depi 7è.",
    contributedAt: "2026-06-02T14:00:00.000Z",
    hasContactInfo: true,
    status: "pending",
  },
  {
    id: 40,
    taskTitle: "Note lè klinik la louvri",
    notes: "Klinik la louvri 7è rive 4è, lendi rive vandredi.",
    contributedAt: "2026-05-20T09:00:00.000Z",
    hasContactInfo: false,
    status: "pending",
  },
  {
    id: 39,
    taskTitle: "Idantifye klinik ki pi pre w",
    notes: "Klinik Sen Franswa, sou wout Delmas 33, se li ki pi pre katye a.",
    contributedAt: "2026-05-02T10:00:00.000Z",
    hasContactInfo: false,
    status: "approved",
  },
];

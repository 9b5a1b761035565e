import type { TaskContribution } from "@kominote/core/schemas/contributions";

/** A member's contributions as `GET /api/users/{id}/task-contributions` answers, one per review status. */
export const myContributions: readonly TaskContribution[] = [
  {
    id: 31,
    status: "pending",
    rejectionReason: null,
    contributionType: "kat-sant-sante",
    submittedAt: "2026-03-12T15:00:00.000Z",
    location: { name: "Klinik Sen Jozèf, Okap" },
    task: { id: 13, title: "Pran foto devan klinik la", description: "Yon foto klè devan pòt klinik la." },
  },
  {
    id: 30,
    status: "approved",
    rejectionReason: null,
    contributionType: "ore-klinik",
    submittedAt: "2026-03-02T09:30:00.000Z",
    location: null,
    task: { id: 12, title: "Note lè klinik la louvri", description: "Ki lè klinik la louvri ak fèmen chak jou." },
  },
  {
    id: 29,
    status: "rejected",
    rejectionReason: "Foto a twò flou pou nou li non klinik la.",
    contributionType: "",
    submittedAt: "2026-02-20T18:45:00.000Z",
    location: null,
    task: { id: 11, title: "", description: "  " },
  },
];

import type { PublicContribution, TaskContribution } from "@kominote/core/schemas/contributions";
import errors from "@kominote/core/i18n/messages/errors/ht";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { myContributions } from "./contributions";

/** A task as `GET /api/tasks/{id}` answers, with its service. */
export const clinicPhotoTask = {
  id: 13,
  title: "Pran foto devan klinik la",
  description: "Yon foto klè devan pòt klinik la.",
  service: { id: 1, slug: "sante", name: "Sante" },
};

/** What other members gave for that task, as `GET /api/tasks/{id}/contributions` answers. */
export const clinicPhotoContributions: readonly PublicContribution[] = [
  { id: 36, taskId: 13, notes: "Klinik la louvri a 7è, gen yon ti lis sou pòt la.", status: "approved", contributedAt: "2026-03-14T08:20:00.000Z" },
  { id: 31, taskId: 13, notes: "Foto pòt klinik Sen Jozèf la, maten an.", status: "pending", contributedAt: "2026-03-12T15:00:00.000Z" },
];

const mine = (answer: readonly TaskContribution[]) =>
  apiHttp.get("/api/users/{id}/task-contributions", ({ response }) => response(200).json([...answer]));
const ofTask = (answer: readonly PublicContribution[]) =>
  apiHttp.get("/api/tasks/{id}/contributions", ({ response }) => response(200).json([...answer]));

/** A member's contributions, a task, and what others gave for it. */
export const myContributionsApi = {
  listUserTaskContributions: mockOperation({
    method: "get",
    path: "/api/users/{id}/task-contributions",
    example: { url: "/api/users/7/task-contributions" },
    success: mine(myContributions),
    variants: { empty: [mine([])] },
  }),
  getTask: mockOperation({
    method: "get",
    path: "/api/tasks/{id}",
    example: { url: "/api/tasks/13" },
    success: apiHttp.get("/api/tasks/{id}", ({ params, response }) =>
      Number(params.id) === clinicPhotoTask.id
        ? response(200).json(clinicPhotoTask)
        : response(404).json({ code: "TASK.NOT_FOUND", message: errors["errors.task.notFound"] }),
    ),
  }),
  listTaskContributions: mockOperation({
    method: "get",
    path: "/api/tasks/{id}/contributions",
    example: { url: "/api/tasks/13/contributions" },
    success: ofTask(clinicPhotoContributions),
    variants: { empty: [ofTask([])] },
  }),
};

import type { ContactableContributor } from "@kominote/core/schemas/contributions";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { contactableContributors, contributeAnswer } from "./doubles";

/**
 * The contribution calls kept in memory: each contribution and call request sent is kept in
 * order for a test to read; a task answered once refuses a second contribution (409), as the
 * API does.
 */
export const contributionsServer = (contributors: readonly ContactableContributor[] = contactableContributors) => {
  const contributions: { readonly taskId: number; readonly body: unknown }[] = [];
  const callRequests: { readonly contributionId: number; readonly body: unknown }[] = [];
  return {
    contributions,
    callRequests,
    handlers: [
      apiHttp.get("/api/tasks/{id}/contactable-contributors", ({ response }) => response(200).json([...contributors])),
      apiHttp.post("/api/tasks/{id}/contribute", async ({ params, request, response }) => {
        const taskId = Number(params.id);
        const body = await request.json();
        if (contributions.some((sent) => sent.taskId === taskId))
          return response(409).json(conflictOf("CONTRIBUTION.ALREADY_CONTRIBUTED", "contribute.error.alreadyContributed"));
        contributions.push({ taskId, body });
        const answer = contributeAnswer(taskId);
        return response(201).json({ ...answer, contribution: { ...answer.contribution, notes: body.notes } });
      }),
      apiHttp.post("/api/contributions/{id}/request-call", async ({ params, request, response }) => {
        callRequests.push({ contributionId: Number(params.id), body: await request.json() });
        return response(201).json({ id: 70 + callRequests.length, createdAt: "2026-06-01T15:30:00.000Z" });
      }),
    ],
  };
};

const [contributors] = contributionsServer().handlers;
const [noContributors] = contributionsServer([]).handlers;

/** Contributing to a task, and asking a contributor to be called. */
export const contributionsApi = {
  listContactableContributors: mockOperation({
    method: "get",
    path: "/api/tasks/{id}/contactable-contributors",
    example: { url: "/api/tasks/12/contactable-contributors" },
    success: contributors!,
    variants: { empty: [noContributors!] },
  }),
  contributeToTask: mockOperation({
    method: "post",
    path: "/api/tasks/{id}/contribute",
    example: { url: "/api/tasks/12/contribute", body: { notes: "Mwen ranmase fatra nan lari a ak vwazen yo samdi maten." } },
    success: freshEachTime("post", "/api/tasks/{id}/contribute", () => contributionsServer().handlers[1]!),
    fields: { notes: "Nòt yo dwe gen omwen 20 karaktè." },
    conflict: conflictOf("CONTRIBUTION.ALREADY_CONTRIBUTED", "contribute.error.alreadyContributed"),
  }),
  requestCall: mockOperation({
    method: "post",
    path: "/api/contributions/{id}/request-call",
    example: { url: "/api/contributions/31/request-call", body: { callerName: "Rose Michel", callerPhone: "+50934567890", message: "Mwen ta renmen konnen plis sou klinik la." } },
    success: freshEachTime("post", "/api/contributions/{id}/request-call", () => contributionsServer().handlers[2]!),
    fields: { callerPhone: "Nimewo telefòn nan pa bon." },
    conflict: conflictOf("CALL_REQUEST.OWN_CONTRIBUTION", "calls.error.ownContribution"),
  }),
};

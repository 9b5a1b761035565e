import type { ForumResponse } from "@kominote/core/schemas/forums";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { myResponses } from "./responses";

const responses = (answer: readonly ForumResponse[]) =>
  apiHttp.get("/api/users/{id}/responses", ({ response }) => response(200).json([...answer]));

/** A member's forum posts. */
export const myResponsesApi = {
  listUserResponses: mockOperation({
    method: "get",
    path: "/api/users/{id}/responses",
    example: { url: "/api/users/7/responses" },
    success: responses(myResponses),
    variants: { empty: [responses([])] },
  }),
};

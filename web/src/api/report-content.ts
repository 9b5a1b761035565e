import type { ReportContentRequest } from "@kominote/core/schemas/moderation";
import { api, expectData } from "./client";

/** `POST /api/reports`: tells the moderators why an idea, forum or post breaks the rules; the answer's message thanks the member. */
export const reportContent = (request: ReportContentRequest): Promise<{ readonly message: string }> =>
  expectData(api.POST("/api/reports", { body: request }));

import { http, HttpResponse } from "msw";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import type { Agency, AgencyList } from "../api/list-agencies";
import { sampleAgencies, schoolRequest, submittedAgency } from "./agencies";

/**
 * The directory of agencies kept in memory: a new agency is the member's own, pending review;
 * the bodies sent are kept in order for a test to read.
 */
export const agenciesServer = (initial: AgencyList = sampleAgencies) => {
  const agencies: Agency[] = [...initial];
  const created: unknown[] = [];
  let listed = 0;
  return {
    agencies,
    created,
    listed: () => listed,
    handlers: [
      http.get("*/api/government-agencies", () => {
        listed += 1;
        return HttpResponse.json(agencies);
      }),
      http.post("*/api/government-agencies", async ({ request }) => {
        const body = (await request.json()) as Partial<Agency>;
        created.push(body);
        const agency = submittedAgency({ ...body, id: 99 + created.length });
        agencies.push(agency);
        return HttpResponse.json(agency, { status: 201 });
      }),
    ],
  };
};

const [list] = agenciesServer().handlers;
const [emptyList] = agenciesServer([]).handlers;

/** Government agencies: the directory and a new agency. */
export const agenciesApi = {
  listGovernmentAgencies: mockOperation({
    method: "get",
    path: "/api/government-agencies",
    example: { url: "/api/government-agencies" },
    success: list!,
    variants: { empty: [emptyList!] },
  }),
  createGovernmentAgency: mockOperation({
    method: "post",
    path: "/api/government-agencies",
    example: { url: "/api/government-agencies", body: schoolRequest },
    success: freshEachTime("post", "/api/government-agencies", () => agenciesServer().handlers[1]!),
    fields: { phone: "Nimewo telefòn nan pa bon." },
    conflict: conflictOf("AGENCY.DUPLICATE", "errors.agency.duplicate"),
  }),
};

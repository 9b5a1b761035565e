// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { asVisitor } from "../../auth/testing";
import { currentUserQueryKey } from "../../auth/queries";
import { renderWithData } from "../../../testing/render-with-data";
import { TaskContributionsScreen } from "./task-contributions-screen";

const task = { id: 13, title: "Make yon sant sante", description: "Anrejistre yon sant sante.", service: { id: 3, slug: "sante", name: "Sante" } };
const contributions = [{ id: 5, taskId: 13, notes: "Klinik la gen yon gwo pòt ble.", status: "approved" as const, contributedAt: "2026-11-25T16:17:00.000Z" }];

/** The task, its contributions, and "nobody signed in" for the session. */
mockApiInEachTest(
  apiHttp.get("/api/tasks/{id}", ({ response }) => response(200).json(task)),
  apiHttp.get("/api/tasks/{id}/contributions", ({ response }) => response(200).json(contributions)),
  ...asVisitor,
);

describe("TaskContributionsScreen", () => {
  it("names the task in its title and leads a visitor back to the task's service", async () => {
    await renderWithData(<TaskContributionsScreen taskId={13} />, { language: "ht" });
    expect(await screen.findByRole("heading", { level: 1, name: "Kontribisyon sou «Make yon sant sante»" })).toBeTruthy();
    const back = await screen.findByRole("link", { name: "Retounen nan Sante" });
    expect(back.getAttribute("href")).toBe("/services/sante");
    expect(screen.queryByText("Kontribisyon Mwen")).toBeNull();
    // The date in Creole, from the core's formatter.
    expect(await screen.findByText("25 novanm 2026")).toBeTruthy();
  });

  it("leads a signed-in member back to their contributions", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, testMember);
    await renderWithData(<TaskContributionsScreen taskId={13} />, { language: "en", queryClient });
    expect((await screen.findByRole("link", { name: "My contributions" })).getAttribute("href")).toBe("/my-contributions");
  });
});

// @vitest-environment happy-dom
import type { CreateIdeaRequest } from "@kominote/core/schemas/ideas";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages } from "../../../testing/services";
import { takePendingAction } from "../../pending-actions/lib/pending-action-store";
import { restoreIdeaDraft, takeRestoredIdeaDraft } from "../../../lib/pending-actions/restored-idea-draft";
import { communityPanels } from "../../../layout/community-panels";
import { ServiceScreen } from "../../services/components/service-screen";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { renderWithData } from "../../../testing/render-with-data";
import { servicesApi } from "../../services/testing";
import { ideasServer } from "../testing/api-handlers";
import { sampleIdeas } from "../testing/ideas";

const healthIdeas = sampleIdeas.filter((idea) => idea.serviceId === 1);

const { server } = mockApiInEachTest(...servicesApi.listServiceTasks.answers.empty);

let created: CreateIdeaRequest[];

beforeEach(() => {
  const ideas = ideasServer(healthIdeas);
  created = ideas.created;
  server.use(...ideas.handlers);
});

afterEach(() => {
  takeRestoredIdeaDraft(() => true);
  window.localStorage.clear();
});

const renderService = async ({ visitor = false } = {}) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, servicesWithImages);
  queryClient.setQueryData(currentUserQueryKey, visitor ? null : testMember);
  return renderWithData(<ServiceScreen slug="sante" panels={communityPanels} />, { queryClient });
};

describe("the service page's ideas tab", () => {
  it("lists that service's ideas and shares new ones for it, with no service to choose", async () => {
    await renderService();
    fireEvent.click(await screen.findByRole("tab", { name: "Ideas" }));
    expect(await screen.findByText("Kanpay vaksen nan mache yo jou samdi, lè tout moun la.")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(healthIdeas.length);

    fireEvent.click(screen.getByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    expect(within(form).queryByLabelText("Service")).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    expect(within(form).getByText("The idea is empty")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Yon klinik mobil" } });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    await waitFor(() => expect(created).toEqual([{ serviceId: 1, content: "Yon klinik mobil" }]));
  });

  it("says why the server refused the service, which this form has no field for, instead of dropping it", async () => {
    server.use(
      apiHttp.post("/api/ideas", ({ response }) =>
        response(400).json({ code: "REQUEST.INVALID", message: "Sèvis sa a pa aksepte ide kounye a.", fields: { serviceId: "Sèvis la fèmen." } }),
      ),
    );
    await renderService();
    fireEvent.click(await screen.findByRole("tab", { name: "Ideas" }));
    fireEvent.click(await screen.findByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Yon klinik mobil" } });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    expect(await within(form).findByText("Sèvis sa a pa aksepte ide kounye a.")).toBeTruthy();
  });

  it("keeps a visitor's idea with the whole address, tab included, so signing in brings them back to the ideas tab", async () => {
    await renderService({ visitor: true });
    fireEvent.click(await screen.findByRole("tab", { name: "Ideas" }));
    fireEvent.click(await screen.findByRole("button", { name: "Share an idea" }));
    const form = screen.getByRole("form", { name: "New idea" });
    fireEvent.change(within(form).getByLabelText("Your idea"), { target: { value: "Yon klinik mobil" } });
    fireEvent.click(within(form).getByRole("button", { name: "Share the idea" }));
    await waitFor(() => expect(takePendingAction()).toEqual({ type: "createIdea", serviceId: 1, content: "Yon klinik mobil", returnPath: "/?tab=ideas" }));
    expect(created).toEqual([]);
  });

  it("opens on the ideas tab, with the form and its text, when an idea written here comes back after sign-in", async () => {
    await renderService();
    await screen.findByRole("tab", { name: "Tasks" });
    act(() => restoreIdeaDraft({ serviceId: 1, content: "Yon klinik mobil", returnPath: "/services/sante" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Ideas" }).getAttribute("aria-selected")).toBe("true"));
    const form = await screen.findByRole("form", { name: "New idea" });
    expect((within(form).getByLabelText("Your idea") as HTMLTextAreaElement).value).toBe("Yon klinik mobil");
  });
});

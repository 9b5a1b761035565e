// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { toastQueue } from "../../../ui/toast-queue";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../api/get-public-services";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { authApi } from "../../auth/testing";
import { servicesApi } from "../testing/api-handlers";
import { ChooseServiceScreen } from "./choose-service-screen";

const { server, calls } = mockApiInEachTest(...successHandlers(authApi, servicesApi));

const renderChoice = () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, [...servicesWithImages, ...servicesWithoutImages]);
  queryClient.setQueryData(currentUserQueryKey, testMember);
  return renderWithData(<ChooseServiceScreen />, { queryClient });
};

describe("ChooseServiceScreen", () => {
  it("lists every public service, pictured or not, each with a button to choose it", async () => {
    await renderChoice();
    await screen.findByRole("heading", { level: 1, name: "Choose your service" });
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Sante",
      "Edikasyon",
      "Dlo ak asenisman",
      "Fatra",
      "Eta sivil ak idantifikasyon",
      "Transpò",
    ]);
    for (const card of cards) expect(within(card).getByRole("button", { name: "Choose this service" })).toBeTruthy();
  });

  it("joins the chosen service and goes to its page, the member now showing it as theirs", async () => {
    const { router, queryClient } = await renderChoice();
    const education = await screen.findByRole("article", { name: "Edikasyon" });
    fireEvent.click(within(education).getByRole("button", { name: "Choose this service" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/services/edikasyon"));
    expect(calls).toContain("POST /api/services/2/join");
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ joinedServiceId: 2 });
  });

  it("stays on the page and says so when joining fails", async () => {
    server.use(...servicesApi.joinService.answers.serverError);
    const add = vi.spyOn(toastQueue, "add");
    const { router } = await renderChoice();
    const health = await screen.findByRole("article", { name: "Sante" });
    fireEvent.click(within(health).getByRole("button", { name: "Choose this service" }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        { title: "Joining failed", description: "The registration failed", tone: "danger" },
        expect.anything(),
      ),
    );
    expect(router.state.location.pathname).toBe("/");
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages } from "../../../testing/services";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { renderWithData } from "../../../testing/render-with-data";
import { ideasServer } from "../testing/api-handlers";
import { IdeaVotingScreen } from "./idea-voting-screen";

/** The server sorts, filters by service and pages; the figures are over every idea. */
const { addresses: asked } = mockApiInEachTest(...ideasServer().handlers);

const renderVoting = async () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, servicesWithImages);
  queryClient.setQueryData(currentUserQueryKey, testMember);
  return renderWithData(<IdeaVotingScreen />, { queryClient });
};

const listLabel = "Ideas, in the order you chose";

const shownIdeas = (): string[] =>
  within(screen.getByRole("list", { name: listLabel }))
    .getAllByRole("article")
    .map((card) => (card.querySelector("p[id]")?.textContent ?? "").slice(0, 12));

const figure = (label: string): string | null | undefined => screen.getByText(label).nextElementSibling?.textContent;

const badgeOn = (rank: number): string | undefined => screen.getByText(`#${rank} Most popular`).closest("article")?.textContent ?? undefined;

describe("IdeaVotingScreen", () => {
  it("shows the server's figures and its most voted ideas first, the top three marked", async () => {
    await renderVoting();
    await screen.findByRole("list", { name: listLabel });
    expect(shownIdeas()).toEqual(["Fè yon joune", "Pataje liv l", "Kanpay vakse", "Mete yon ti "]);
    await waitFor(() => expect(figure("Total ideas")).toBe("4"));
    expect(figure("Total votes")).toBe("18");
    expect(figure("Services with ideas")).toBe("3");
    await waitFor(() => expect(badgeOn(1)).toContain("Fè yon jounen"));
    expect(badgeOn(2)).toContain("Pataje liv");
    expect(badgeOn(3)).toContain("Kanpay vaksen");
  });

  it("asks the server for the chosen order and service, the badges staying on the most voted", async () => {
    await renderVoting();
    await screen.findByRole("list", { name: listLabel });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "recent" } });
    await waitFor(() => expect(shownIdeas()).toEqual(["Mete yon ti ", "Fè yon joune", "Pataje liv l", "Kanpay vakse"]));
    expect(badgeOn(1)).toContain("Fè yon jounen");

    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "votes" } });
    fireEvent.change(screen.getByLabelText("Service"), { target: { value: "1" } });
    await waitFor(() => expect(shownIdeas()).toEqual(["Kanpay vakse", "Mete yon ti "]));
    // Within Sante the one idea with a vote is the most popular; the one without has no badge.
    await waitFor(() => expect(badgeOn(1)).toContain("Kanpay vaksen"));
    expect(screen.queryByText("#2 Most popular")).toBeNull();
    expect(asked).toContain("/api/ideas/service/1?sort=votes&limit=3&page=1");
  });

  it("says so when no idea matches the chosen service", async () => {
    await renderVoting();
    await screen.findByRole("list", { name: listLabel });
    fireEvent.change(screen.getByLabelText("Service"), { target: { value: "4" } });
    expect(await screen.findByText("No ideas match your choices.")).toBeTruthy();
  });
});

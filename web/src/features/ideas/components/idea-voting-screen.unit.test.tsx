// @vitest-environment happy-dom
import type { Idea } from "@kominote/core/schemas/ideas";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/api/get-current-user";
import { publicServicesQueryOptions } from "../../home/api/get-public-services";
import { servicesWithImages } from "../../home/testing/services";
import { renderWithData } from "../../services/testing/render-with-data";
import { sampleIdeas } from "../testing/ideas";
import { IdeaVotingScreen } from "./idea-voting-screen";

let ideas: readonly Idea[];

beforeEach(() => {
  ideas = sampleIdeas;
  vi.stubGlobal("fetch", async (request: Request) =>
    new URL(request.url).pathname === "/api/ideas" ? Response.json(ideas) : Response.json({ code: "NOT_FOUND", message: "" }, { status: 404 }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderVoting = async () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, servicesWithImages);
  queryClient.setQueryData(currentUserQueryKey, testMember);
  return renderWithData(<IdeaVotingScreen />, { queryClient });
};

const shownIdeas = (): string[] =>
  within(screen.getByRole("list", { name: "Ideas, in the order you chose" }))
    .getAllByRole("article")
    .map((card) => card.querySelector("p[id]")?.textContent ?? "");

const figure = (label: string): string | null | undefined => screen.getByText(label).nextElementSibling?.textContent;

describe("IdeaVotingScreen", () => {
  it("sums up all ideas and shows the most voted first, the top three marked", async () => {
    await renderVoting();
    await screen.findByRole("list", { name: "Ideas, in the order you chose" });
    expect(figure("Total ideas")).toBe("4");
    expect(figure("Total votes")).toBe("18");
    expect(figure("Services with ideas")).toBe("3");
    expect(shownIdeas().map((text) => text.slice(0, 12))).toEqual(["Fè yon joune", "Pataje liv l", "Kanpay vakse", "Mete yon ti "]);
    expect(screen.getByText("#1 Most popular").closest("article")?.textContent).toContain("Fè yon jounen");
    expect(screen.getByText("#2 Most popular").closest("article")?.textContent).toContain("Pataje liv");
    expect(screen.getByText("#3 Most popular").closest("article")?.textContent).toContain("Kanpay vaksen");
    expect(screen.queryByText("#4 Most popular")).toBeNull();
  });

  it("orders by recency or points, and filters by service", async () => {
    await renderVoting();
    await screen.findByRole("list", { name: "Ideas, in the order you chose" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "recent" } });
    expect(shownIdeas().map((text) => text.slice(0, 12))).toEqual(["Mete yon ti ", "Fè yon joune", "Pataje liv l", "Kanpay vakse"]);
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "points" } });
    expect(shownIdeas()[0]).toContain("Fè yon jounen");

    fireEvent.change(screen.getByLabelText("Service"), { target: { value: "1" } });
    expect(shownIdeas().map((text) => text.slice(0, 12))).toEqual(["Kanpay vakse", "Mete yon ti "]);
    // The badge ranks the ideas shown: within Sante, the one with a vote is first.
    expect(screen.getByText("#1 Most popular").closest("article")?.textContent).toContain("Kanpay vaksen");
    // The figures stay those of every idea.
    expect(figure("Total ideas")).toBe("4");
  });

  it("says so when no idea matches the chosen service", async () => {
    await renderVoting();
    await screen.findByRole("list", { name: "Ideas, in the order you chose" });
    fireEvent.change(screen.getByLabelText("Service"), { target: { value: "4" } });
    expect(screen.getByText("No ideas match your choices.")).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import type { Idea } from "@kominote/core/schemas/ideas";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testMember } from "../../../testing/member";
import { toastQueue } from "../../../ui/toast-queue";
import { ideaCard, renderIdeasScreen } from "../testing/render-ideas-screen";
import { sampleIdeas, visitorIdeas } from "../testing/ideas";

let ideas: readonly Idea[];
let reports: unknown[];

beforeEach(() => {
  reports = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === "/api/ideas" && request.method === "GET") return Response.json(ideas);
    if (url.pathname === "/api/reports" && request.method === "POST") {
      reports.push(await request.json());
      return Response.json({ message: "Thank you, the moderators will look at it." });
    }
    return Response.json({ code: "NOT_FOUND", message: "" }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastQueue.clear();
});

const renderIdeas = renderIdeasScreen;

const [clinic, fountain] = sampleIdeas;
if (clinic === undefined || fountain === undefined) throw new Error("The tests need two ideas");

describe("reporting an idea", () => {
  it("is offered to a member on other members' ideas, never on their own", async () => {
    ideas = [clinic, { ...fountain, isOwn: true }];
    await renderIdeas(testMember);
    await screen.findByText(clinic.content);
    expect(within(ideaCard(clinic.content)).getByRole("button", { name: "Report Jean Baptiste's idea" })).toBeTruthy();
    expect(within(ideaCard(fountain.content)).queryByRole("button", { name: /Report/ })).toBeNull();
  });

  it("is not offered to visitors", async () => {
    ideas = visitorIdeas;
    await renderIdeas(null);
    await screen.findByText(clinic.content);
    expect(screen.getAllByRole("button", { name: /Vote/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Report/ })).toBeNull();
  });

  it("sends the report with its required reason through the report dialog", async () => {
    ideas = [clinic];
    await renderIdeas(testMember);
    await screen.findByText(clinic.content);
    fireEvent.click(within(ideaCard(clinic.content)).getByRole("button", { name: "Report Jean Baptiste's idea" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Jean Baptiste's idea" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Send/ }));
    await waitFor(() => expect(within(dialog).getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true"));
    expect(reports).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "It is an advertisement." } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Send/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(reports).toEqual([{ kind: "idea", id: clinic.id, reason: "It is an advertisement." }]);
  });
});

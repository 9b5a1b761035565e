// @vitest-environment happy-dom
import type { Idea } from "@kominote/core/schemas/ideas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { testMember } from "../../../testing/member";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { moderationServer } from "../../moderation/testing";
import { ideasServer } from "../testing/api-handlers";
import { ideaCard, renderIdeasScreen } from "../testing/render-ideas-screen";
import { sampleIdeas, visitorIdeas } from "../testing/ideas";

const { server } = mockApiInEachTest();

/** The ideas the server holds in a test, and the reports it received. */
const serveIdeas = (ideas: readonly Idea[]) => server.use(...ideasServer(ideas).handlers);
let reports: unknown[];

beforeEach(() => {
  const moderation = moderationServer();
  reports = moderation.contentReports;
  server.use(...moderation.handlers);
});

const renderIdeas = renderIdeasScreen;

const [clinic, fountain] = sampleIdeas;
if (clinic === undefined || fountain === undefined) throw new Error("The tests need two ideas");

describe("reporting an idea", () => {
  it("is offered to a member on other members' ideas, never on their own", async () => {
    serveIdeas([clinic, { ...fountain, isOwn: true }]);
    await renderIdeas(testMember);
    await screen.findByText(clinic.content);
    expect(within(ideaCard(clinic.content)).getByRole("button", { name: "Report Jean Baptiste's idea" })).toBeTruthy();
    expect(within(ideaCard(fountain.content)).queryByRole("button", { name: /Report/ })).toBeNull();
  });

  it("is not offered to visitors", async () => {
    serveIdeas(visitorIdeas);
    await renderIdeas(null);
    await screen.findByText(clinic.content);
    expect(screen.getAllByRole("button", { name: /Vote/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Report/ })).toBeNull();
  });

  it("sends the report with its required reason through the report dialog", async () => {
    serveIdeas([clinic]);
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

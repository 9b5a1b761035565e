// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { toastQueue } from "../../../ui/toast-queue";
import { renderWithData } from "../../../testing/render-with-data";
import { myContributionsApi } from "../testing/api-handlers";
import { MyContributionsScreen } from "./my-contributions-screen";

const { server, paths } = mockApiInEachTest(...successHandlers(myContributionsApi));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string): HTMLElement => screen.getByRole("article", { name });

describe("MyContributionsScreen", () => {
  it("reads the signed-in member's own list, with a way back home and the total", async () => {
    await renderWithData(<MyContributionsScreen userId={7} />);
    await screen.findByText("3 contributions in all");
    expect(paths).toEqual(["/api/users/7/task-contributions"]);
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("heading", { level: 1, name: "My contributions" })).toBeTruthy();
  });

  it("shows each card's task, review status, date, place and a link to the task, never the task's slug", async () => {
    await renderWithData(<MyContributionsScreen userId={7} />);
    const pending = await screen.findByRole("article", { name: "Pran foto devan klinik la" });
    expect(within(pending).getByText("Pending")).toBeTruthy();
    expect(within(pending).getByText("Waiting for review")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/kat-sant-sante|ore-klinik/);
    expect(within(pending).getByText("March 12, 2026")).toBeTruthy();
    expect(within(pending).getByText("Klinik Sen Jozèf, Okap")).toBeTruthy();
    expect(within(pending).getByRole("link", { name: "See the task" }).getAttribute("href")).toBe("/tasks/13");

    const approved = card("Note lè klinik la louvri");
    expect(within(approved).getByText("Accepted")).toBeTruthy();
    expect(within(approved).getByText("Accepted and validated")).toBeTruthy();
    expect(within(approved).queryByText("Place")).toBeNull();
  });

  it("falls back for a missing title and description, and gives the reason of a refusal", async () => {
    await renderWithData(<MyContributionsScreen userId={7} />);
    const rejected = await screen.findByRole("article", { name: "Untitled task" });
    expect(within(rejected).getByText("No description")).toBeTruthy();
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).getByText("Reason: Foto a twò flou pou nou li non klinik la.")).toBeTruthy();
  });

  it("uses the specification's Creole words", async () => {
    await renderWithData(<MyContributionsScreen userId={7} />, { language: "ht" });
    const rejected = await screen.findByRole("article", { name: "Travay San Tit" });
    expect(within(rejected).getByText("Pa gen deskripsyon")).toBeTruthy();
    expect(within(rejected).getByText("Rejte")).toBeTruthy();
    expect(within(card("Pran foto devan klinik la")).getByText("K ap tann")).toBeTruthy();
    expect(within(card("Pran foto devan klinik la")).getByText("K ap tann revizyon")).toBeTruthy();
    expect(within(card("Note lè klinik la louvri")).getByText("Aksepte")).toBeTruthy();
    expect(within(card("Note lè klinik la louvri")).getByText("Aksepte ak valide")).toBeTruthy();
  });

  it("says it is looking while the list is on its way", async () => {
    server.use(...myContributionsApi.listUserTaskContributions.answers.slow);
    await renderWithData(<MyContributionsScreen userId={7} />, { language: "ht" });
    expect((await screen.findByRole("status")).textContent).toBe("K ap chache kontribisyon yo...");
  });

  it("invites a member without contributions to start from the home page", async () => {
    server.use(...myContributionsApi.listUserTaskContributions.answers.empty);
    await renderWithData(<MyContributionsScreen userId={7} />, { language: "ht" });
    expect(await screen.findByRole("heading", { name: "Pa gen kontribisyon ankò" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Wè sèvis yo" }).getAttribute("href")).toBe("/");
  });

  it("on a 401 says the member is logged out and sends them to sign in after half a second", async () => {
    server.use(...myContributionsApi.listUserTaskContributions.answers.unauthorized);
    const add = vi.spyOn(toastQueue, "add");
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/my-contributions", search: "", assign });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithData(<MyContributionsScreen userId={7} />);
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fmy-contributions");
  });
});

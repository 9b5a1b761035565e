// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { asVisitor, authApi } from "../../auth/testing";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { leaderboardApi } from "../testing/api-handlers";
import { LeaderboardScreen } from "./leaderboard-screen";

const { server, paths } = mockApiInEachTest(...successHandlers(authApi, leaderboardApi));

const asVisitorReadingTheBoard = () =>
  server.use(...asVisitor, ...leaderboardApi.getLeaderboard.answers.visitor, ...leaderboardApi.getOwnLeaderboardStanding.answers.unauthorized);

const rows = (name: string) => within(screen.getByRole("list", { name })).getAllByRole("listitem");

describe("LeaderboardScreen for a member", () => {
  it("ranks the members of the first category with names, medals, scores and this week's activity", async () => {
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    await screen.findByRole("list", { name: "Klasman Travay" });
    expect([...paths].sort()).toEqual(["/api/auth/user", "/api/leaderboard", "/api/leaderboard/me"]);
    expect(screen.getByRole("heading", { level: 1, name: "Klasman" })).toBeTruthy();
    const [first, second, third, fourth] = rows("Klasman Travay");
    expect(first?.textContent).toContain("Plas 1");
    expect(within(first as HTMLElement).getByText("Marie Joseph")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("42 kontribisyon")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Aktivite semèn sa a: 36 aksyon")).toBeTruthy();
    const medals = [first, second, third, fourth].map((row) => row?.querySelector("[data-medal]")?.getAttribute("data-medal"));
    expect(medals).toEqual(["gold", "silver", "bronze", "other"]);
    const tones = [first, second, third, fourth].map((row) => row?.querySelector("[data-tone]")?.getAttribute("data-tone"));
    expect(tones).toEqual(["green", "yellow", "orange", "red"]);
    // Equal scores share a rank.
    expect(rows("Klasman Travay").map((row) => row.querySelector("[data-medal] [aria-hidden]")?.textContent)).toEqual(["1", "2", "3", "4", "4"]);
    expect(screen.queryByRole("link", { name: /Enskri/ })).toBeNull();
  });

  it("shows another category from its tab or from the dropdown, and says when nobody is in one", async () => {
    await renderWithData(<LeaderboardScreen />, { language: "en" });
    await screen.findByRole("list", { name: "Tasks leaderboard" });
    await userEvent.click(screen.getByRole("tab", { name: "This week" }));
    expect(rows("This week leaderboard").map((row) => within(row).getByText(/points$/).textContent)).toEqual(["61 points", "40 points"]);
    fireEvent.change(screen.getByLabelText("Leaderboard categories", { selector: "select" }), { target: { value: "invites" } });
    expect(await screen.findByText("No member in this category yet.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Invitations" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows a member who just scored on a board not rebuilt yet: their place as the points bar says, and their own row", async () => {
    server.use(...leaderboardApi.getLeaderboard.answers.empty, ...leaderboardApi.getOwnLeaderboardStanding.answers.fresh);
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    expect(await screen.findByText("Plas ou: #1, 5 pwen")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Semèn sa a" }));
    const [own] = rows("Klasman Semèn sa a");
    expect(own?.textContent).toContain("Plas 1");
    expect(own?.textContent).toContain("Marie Joseph (Ou menm)");
    expect(own?.querySelector("[data-own]")).not.toBeNull();
    // Where they have no score, the board still says nobody is listed.
    await userEvent.click(screen.getByRole("tab", { name: "Travay" }));
    expect(screen.getByText("Pa gen pyès manm nan kategori sa a ankò.")).toBeTruthy();
  });

  it("keeps the category in the address, and opens the one a shared or reloaded address names", async () => {
    const { router } = await renderWithData(<LeaderboardScreen />, { language: "en" });
    await screen.findByRole("list", { name: "Tasks leaderboard" });
    await userEvent.click(screen.getByRole("tab", { name: "Invitations" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: "invites" }));
    cleanup();

    await renderWithData(<LeaderboardScreen />, { language: "en", initialPath: "/?category=invites" });
    expect(await screen.findByText("No member in this category yet.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Invitations" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the level legend of the levels rule", async () => {
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    const legend = await screen.findByRole("region", { name: "Nivo yo" });
    const items = within(legend).getAllByRole("listitem");
    expect(items).toHaveLength(8);
    expect(items[0]?.textContent).toContain("Kòmanse");
    expect(items[7]?.textContent).toContain("Granmèt");
    // Creole groups digits as French does, with a narrow no-break space.
    expect(items[7]?.textContent).toContain("Depi 8\u202f000 pwen");
  });

  it("says it is loading, then offers to try again when the board cannot be read", async () => {
    server.use(...leaderboardApi.getLeaderboard.answers.slow);
    const { unmount } = await renderWithData(<LeaderboardScreen />, { language: "ht" });
    expect((await screen.findByRole("status")).textContent).toBe("K ap chaje klasman an...");
    unmount();
    server.use(...leaderboardApi.getLeaderboard.answers.serverError);
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    expect(await screen.findByRole("alert")).toBeTruthy();
    server.resetHandlers();
    await userEvent.click(screen.getByRole("button", { name: "Eseye ankò" }));
    expect(await screen.findByRole("list", { name: "Klasman Travay" })).toBeTruthy();
  });
});

describe("LeaderboardScreen for a visitor", () => {
  beforeEach(asVisitorReadingTheBoard);

  it("shows blurred placeholders, never a name, and every row leads to registration", async () => {
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    await screen.findByRole("list", { name: "Klasman Travay" });
    const entries = rows("Klasman Travay");
    for (const name of ["Marie Joseph", "Jean Pierre"]) expect(screen.queryByText(name)).toBeNull();
    expect(within(entries[0] as HTMLElement).getByText("Manm Kominote")).toBeTruthy();
    const links = entries.map((row) => within(row).getByRole("link"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(Array(5).fill("/register"));
    expect(within(entries[0] as HTMLElement).getByRole("link").textContent).toContain("Enskri pou wè kiyès ki nan plas 1");
    expect(within(entries[0] as HTMLElement).getByText("42 kontribisyon")).toBeTruthy();
  });

  it("keeps a sign-in prompt with links to register and to sign in", async () => {
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    const prompt = await screen.findByRole("complementary", { name: "Konekte pou wè non manm yo epi chwazi lòt kategori." });
    expect(within(prompt).getByRole("link", { name: "Enskri" }).getAttribute("href")).toBe("/register");
    expect(within(prompt).getByRole("link", { name: "Konekte" }).getAttribute("href")).toBe("/login");
  });

  it("asks them to sign in when they choose another category, and stays on the first", async () => {
    const opened = vi.fn();
    window.addEventListener(openLoginModalEvent, opened);
    await renderWithData(<LeaderboardScreen />, { language: "ht" });
    await screen.findByRole("list", { name: "Klasman Travay" });
    await userEvent.click(screen.getByRole("tab", { name: "Semèn sa a" }));
    fireEvent.change(screen.getByLabelText("Kategori klasman", { selector: "select" }), { target: { value: "views" } });
    window.removeEventListener(openLoginModalEvent, opened);
    expect(opened).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("tab", { name: "Travay" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Kategori klasman", { selector: "select" }) as HTMLSelectElement).value).toBe("tasks");
    expect(screen.getByRole("list", { name: "Klasman Travay" })).toBeTruthy();
  });
});

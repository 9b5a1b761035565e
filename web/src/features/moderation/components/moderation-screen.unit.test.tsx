// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { authApi } from "../../auth/testing";
import { servicesApi } from "../../services/testing";
import { moderationServer } from "../testing/api-handlers";
import { ModerationScreen } from "./moderation-screen";

const { server, addresses } = mockApiInEachTest(...authApi.getCurrentUser.answers.moderator, ...successHandlers(servicesApi));
let moderation: ReturnType<typeof moderationServer>;

/** The POST calls the screen made, as sent. */
const posts = () => moderation.sent;

const renderScreen = () =>
  render(
    <Providers path="/moderation">
      <ModerationScreen />
    </Providers>,
  );

beforeEach(() => {
  moderation = moderationServer();
  server.use(...moderation.handlers);
});

describe("the role gate", () => {
  it("shows a member without the role that they are not allowed, and asks the queue nothing", async () => {
    server.use(...authApi.getCurrentUser.answers.success);
    renderScreen();
    expect(await screen.findByRole("heading", { name: "Ou pa gen dwa wè paj sa a" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retounen lakay" }).getAttribute("href")).toBe("/");
    expect(addresses).toEqual(["/api/auth/user"]);
  });

  it("lets an admin in", async () => {
    server.use(apiHttp.get("/api/auth/user", ({ response }) => response(200).json({ ...testMember, role: "admin" })));
    renderScreen();
    expect(await screen.findByRole("tab", { name: "Pou revize" }, { timeout: 5000 })).toBeTruthy();
  });
});

describe("the review queue", () => {
  it("lists what a moderator needs to judge each submission", async () => {
    renderScreen();
    const item = (await screen.findByRole("heading", { name: "Tag fatra nan Ri Pave" }, { timeout: 5000 })).closest("li")!;
    expect(within(item).getByText("Kontribisyon")).toBeTruthy();
    expect(within(item).getByText(/Voye pa Marie Joseph/)).toBeTruthy();
    expect(within(item).getByText("Sèvis: Dlo ak Asenisman")).toBeTruthy();
    expect(within(item).getByText("Kowòdone: 18.5392, -72.335")).toBeTruthy();
    const other = screen.getByRole("heading", { name: "Sous dlo Fon Pye" }).closest("li")!;
    expect(within(other).getByText("Pa gen deskripsyon.")).toBeTruthy();
    expect(within(other).getByText(/Otè a pa konnen/)).toBeTruthy();
  });

  it("approves with Aksepte and refetches the queue", async () => {
    renderScreen();
    const item = (await screen.findByRole("heading", { name: "Tag fatra nan Ri Pave" }, { timeout: 5000 })).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Aksepte" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Tag fatra nan Ri Pave" })).toBeNull());
    expect(posts().map((call) => call.path)).toEqual([
      "/api/moderation/reviews/contribution/31/approve",
    ]);
  });

  it("rejects with Rejte only with a reason", async () => {
    renderScreen();
    const item = (await screen.findByRole("heading", { name: "Sous dlo Fon Pye" }, { timeout: 5000 })).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Rejte" }));
    const dialog = await screen.findByRole("dialog", { name: 'Rejte "Sous dlo Fon Pye"' });
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte" }));
    expect(await within(dialog).findByText("Ou dwe bay yon rezon.")).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Rezon"), { target: { value: "  Kote sa a deja la.  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts()).toEqual([
      { method: "POST", path: "/api/moderation/reviews/location/8/reject", body: { reason: "Kote sa a deja la." } },
    ]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Sous dlo Fon Pye" })).toBeNull());
  });

  it("filters by kind", async () => {
    renderScreen();
    await screen.findByRole("heading", { name: "Tag fatra nan Ri Pave" }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText("Kalite"), { target: { value: "location" } });
    await waitFor(() => expect(addresses).toContain("/api/moderation/queue?kind=location"));
    expect(await screen.findByRole("heading", { name: "Sous dlo Fon Pye" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Tag fatra nan Ri Pave" })).toBeNull();
    expect(addresses).toContain("/api/moderation/queue?kind=location");
  });
});

describe("the audit log and announcements", () => {
  it("shows the decisions with who, what, on what (in words, linked to its page, never an id) and why", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("tab", { name: "Istwa desizyon yo" }, { timeout: 5000 }));
    const table = await screen.findByRole("table", { name: "Dènye desizyon moderatè yo" });
    const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Rose Michel", "Rejte siyalman yo", "Ide: Mete plis poubèl nan mache Kwadebouke a pou moun pa jete fatra atè.", ""],
      ["Jean Baptiste", "Rejte", "Kontribisyon: Pran foto devan klinik la", "Foto a pa montre kote a."],
      ["Jean Baptiste", "Aksepte", "Kote ki pa egziste ankò", ""],
      ["Rose Michel", "Voye yon anons", "Anons", ""],
      ["Rose Michel", "Tache fowòm nan anlè", "Fowòm: Fatra nan mache a", ""],
    ]);
    expect(within(table).getByRole("link", { name: "Pran foto devan klinik la" }).getAttribute("href")).toBe("/tasks/13");
    expect(within(table).getByRole("link", { name: "Fatra nan mache a" }).getAttribute("href")).toBe("/forums/12");
    expect(within(table).getAllByRole("link")).toHaveLength(2);
    expect(table.textContent).not.toMatch(/#\d/);
  });

  it("sends an announcement to one service's members after checking the fields", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("tab", { name: "Anons" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "Voye yon anons" });
    fireEvent.click(within(form).getByRole("button", { name: "Voye anons lan" }));
    expect(await within(form).findByText("Tit la obligatwa.")).toBeTruthy();
    expect(within(form).getByText("Mesaj la obligatwa.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Tit"), { target: { value: "Reyinyon samdi" } });
    fireEvent.change(within(form).getByLabelText("Mesaj"), { target: { value: "Nou tout envite." } });
    await within(form).findByRole("option", { name: "Dlo ak asenisman" });
    fireEvent.change(within(form).getByLabelText("Pou ki manm"), { target: { value: "3" } });
    fireEvent.click(within(form).getByRole("button", { name: "Voye anons lan" }));
    expect(await within(form).findByText("Anons lan rive jwenn 42 manm.")).toBeTruthy();
    expect(posts()).toEqual([
      { method: "POST", path: "/api/notifications/announcements", body: { title: "Reyinyon samdi", message: "Nou tout envite.", serviceId: 3 } },
    ]);
    expect((within(form).getByLabelText("Tit") as HTMLInputElement).value).toBe("");
  });
});

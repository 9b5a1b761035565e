// @vitest-environment happy-dom
import type { ReportedContent as Reported } from "@kominote/core/schemas/moderation";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { toastQueue } from "../../../ui/toast-queue";
import { reportedItems } from "../testing/reported-content";
import { ReportedContent } from "./reported-content";

let reports: readonly Reported[];
let hideStatus: number;
let dismissStatus: number;
let calls: { method: string; path: string; body: unknown }[];

const serve = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const body = request.method === "POST" ? await request.json().catch(() => null) : null;
  calls.push({ method: request.method, path: url.pathname, body });
  if (url.pathname === "/api/moderation/reports") return Response.json(reports);
  const hide = /^\/api\/moderation\/content\/(\w+)\/(\d+)\/hide$/.exec(url.pathname);
  if (hide !== null) {
    if (hideStatus !== 204) return Response.json({ code: "INTERNAL", message: "Sèvè a gen yon pwoblèm." }, { status: hideStatus });
    reports = reports.filter((item) => !(item.kind === hide[1] && item.id === Number(hide[2])));
    return new Response(null, { status: 204 });
  }
  if (url.pathname === "/api/moderation/reports/dismiss") {
    if (dismissStatus === 0) throw new TypeError("Failed to fetch");
    if (dismissStatus === -1) return new Promise<Response>(() => undefined);
    if (dismissStatus !== 200) return Response.json({ code: "REPORT.NONE_OPEN", message: noneOpen }, { status: dismissStatus });
    const { kind, id } = body as { kind: string; id: number };
    reports = reports.filter((item) => !(item.kind === kind && item.id === id));
    return Response.json({ kind, id, dismissedCount: 1 });
  }
  return Response.json({ code: "NOT_FOUND", message: "?" }, { status: 404 });
};

const renderReports = () =>
  render(
    <Providers path="/moderation">
      <ReportedContent />
    </Providers>,
  );

const postText = "Moun sa yo se vòlè, pa janm ale lakay yo.";
const noneOpen = "Pa gen siyalman k ap tann pou sa a ankò. Petèt yon lòt moderatè deja okipe l.";

/** Renders the reports and presses "dismiss" on the item with this text; returns its confirmation. */
const askToDismiss = async (text: string): Promise<HTMLElement> => {
  renderReports();
  const item = (await screen.findByRole("heading", { name: text }, { timeout: 5000 })).closest("li")!;
  fireEvent.click(within(item).getByRole("button", { name: "Rejte siyalman yo" }));
  return screen.findByRole("dialog");
};

beforeEach(() => {
  reports = reportedItems;
  hideStatus = 204;
  dismissStatus = 200;
  calls = [];
  vi.stubGlobal("fetch", vi.fn(serve));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastQueue.clear();
});

describe("the reports", () => {
  it("shows what was reported, by whom it was written, how many times and why", async () => {
    renderReports();
    const item = (await screen.findByRole("heading", { name: postText }, { timeout: 5000 })).closest("li")!;
    expect(within(item).getByText("Mesaj nan fowòm")).toBeTruthy();
    expect(within(item).getByText("Ekri pa Paul Étienne")).toBeTruthy();
    expect(within(item).getByText(/3 siyalman/)).toBeTruthy();
    expect(within(item).getAllByText("Li joure moun.")).toHaveLength(2);
    expect(within(item).getByText("Se pa verite.")).toBeTruthy();
  });

  it("says when nothing is waiting", async () => {
    reports = [];
    renderReports();
    expect(await screen.findByText("Pa gen siyalman k ap tann.", undefined, { timeout: 5000 })).toBeTruthy();
  });

  it("hides only with a reason, then refetches the list", async () => {
    renderReports();
    const item = (await screen.findByRole("heading", { name: postText }, { timeout: 5000 })).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Kache" }));
    const dialog = await screen.findByRole("dialog", { name: `Kache "${postText}"` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kache" }));
    expect(await within(dialog).findByText("Ou dwe bay yon rezon.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Rezon"), { target: { value: " Li joure moun. " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kache" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "/api/moderation/content/forumPost/41/hide", body: { reason: "Li joure moun." } },
    ]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: postText })).toBeNull());
    expect(calls.filter((call) => call.path === "/api/moderation/reports")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Vann kat SIM nan biwo a." })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "Siyalman" })));
  });

  it("dismisses an item's reports after asking, says so, refetches the list and gives the focus to it", async () => {
    const dialog = await askToDismiss("Vann kat SIM nan biwo a.");
    expect(screen.getByRole("dialog", { name: 'Rejte siyalman yo sou "Vann kat SIM nan biwo a."?' })).toBe(dialog);
    expect(within(dialog).getByText(/Manm yo ap kontinye wè l/)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    const toast = vi.spyOn(toastQueue, "add");
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "/api/moderation/reports/dismiss", body: { kind: "idea", id: 9 } },
    ]);
    expect(toast).toHaveBeenCalledWith({ title: 'Ou rejte siyalman yo sou "Vann kat SIM nan biwo a.".', tone: "success" }, expect.anything());
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Vann kat SIM nan biwo a." })).toBeNull());
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/moderation/reports")).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "Siyalman" })));
  });

  it("dismisses nothing when the moderator cancels", async () => {
    const dialog = await askToDismiss(postText);
    fireEvent.click(within(dialog).getByRole("button", { name: "Anile" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
  });

  it("keeps the confirmation open with the server's message when dismissing is refused", async () => {
    dismissStatus = 404;
    const dialog = await askToDismiss(postText);
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(noneOpen);
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
  });

  it("says the decision did not go through when nothing answered, and a second press sends again", async () => {
    dismissStatus = 0;
    const dialog = await askToDismiss(postText);
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Desizyon an pa t pase. Eseye ankò."));
    dismissStatus = 200;
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.path === "/api/moderation/reports/dismiss")).toHaveLength(2);
  });

  it("is busy while the dismissal is on its way, and a second press sends nothing", async () => {
    dismissStatus = -1;
    const dialog = await askToDismiss(postText);
    const confirm = within(dialog).getByRole("button", { name: "Rejte siyalman yo" });
    fireEvent.click(confirm);
    await waitFor(() => expect(dialog.querySelector("form")?.getAttribute("aria-busy")).toBe("true"));
    fireEvent.click(confirm);
    fireEvent.submit(dialog.querySelector("form")!);
    expect(within(dialog).getByRole("button", { name: "Anile" }).hasAttribute("disabled")).toBe(true);
    expect(calls.filter((call) => call.path === "/api/moderation/reports/dismiss")).toHaveLength(1);
  });

  it("keeps the dialog open with the server's message when hiding fails", async () => {
    hideStatus = 500;
    renderReports();
    const item = (await screen.findByRole("heading", { name: postText }, { timeout: 5000 })).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Kache" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Rezon"), { target: { value: "Li joure moun." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kache" }));
    expect(await within(dialog).findByText("Sèvè a gen yon pwoblèm.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
  });
});

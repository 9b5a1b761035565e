// @vitest-environment happy-dom
import errors from "@kominote/core/i18n/messages/errors/ht";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { toastQueue } from "../../../ui/toast-queue";
import { apiHttp } from "../../../testing/msw/api-http";
import { heldAnswer } from "../../../testing/msw/held-answer";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { moderationApi, moderationServer } from "../testing/api-handlers";
import { ReportedContent } from "./reported-content";

const { server, paths } = mockApiInEachTest();
let moderation: ReturnType<typeof moderationServer>;

/** The POST calls the screen made, as sent. */
const posts = () => moderation.sent;
const dismissCalls = () => paths.filter((path) => path === "/api/moderation/reports/dismiss");

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
  moderation = moderationServer();
  // The reports' own server is what the file's handlers go back to after a test's overrides.
  server.resetHandlers(...moderation.handlers);
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
    server.use(...moderationServer([], []).handlers);
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
    expect(posts()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Rezon"), { target: { value: " Li joure moun. " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kache" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts()).toEqual([
      { method: "POST", path: "/api/moderation/content/forumPost/41/hide", body: { reason: "Li joure moun." } },
    ]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: postText })).toBeNull());
    expect(paths.filter((path) => path === "/api/moderation/reports")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Vann kat SIM nan biwo a." })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "Siyalman" })));
  });

  it("dismisses an item's reports after asking, says so, refetches the list and gives the focus to it", async () => {
    const dialog = await askToDismiss("Vann kat SIM nan biwo a.");
    expect(screen.getByRole("dialog", { name: 'Rejte siyalman yo sou "Vann kat SIM nan biwo a."?' })).toBe(dialog);
    expect(within(dialog).getByText(/Manm yo ap kontinye wè l/)).toBeTruthy();
    expect(posts()).toEqual([]);

    const toast = vi.spyOn(toastQueue, "add");
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts()).toEqual([
      { method: "POST", path: "/api/moderation/reports/dismiss", body: { kind: "idea", id: 9 } },
    ]);
    expect(toast).toHaveBeenCalledWith({ title: 'Ou rejte siyalman yo sou "Vann kat SIM nan biwo a.".', tone: "success" }, expect.anything());
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Vann kat SIM nan biwo a." })).toBeNull());
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
    expect(paths.filter((path) => path === "/api/moderation/reports")).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "Siyalman" })));
  });

  it("dismisses nothing when the moderator cancels", async () => {
    const dialog = await askToDismiss(postText);
    fireEvent.click(within(dialog).getByRole("button", { name: "Anile" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts()).toEqual([]);
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
  });

  it("keeps the confirmation open with the server's message when dismissing is refused", async () => {
    server.use(apiHttp.post("/api/moderation/reports/dismiss", ({ response }) => response(404).json({ code: "REPORT.NONE_OPEN", message: noneOpen })));
    const dialog = await askToDismiss(postText);
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(noneOpen));
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
  });

  it("says the decision did not go through when nothing answered, and a second press sends again", async () => {
    server.use(...moderationApi.dismissContentReports.answers.networkFailure);
    const dialog = await askToDismiss(postText);
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Desizyon an pa t pase. Eseye ankò."));
    server.resetHandlers();
    fireEvent.click(within(dialog).getByRole("button", { name: "Rejte siyalman yo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(dismissCalls()).toHaveLength(2);
  });

  it("is busy while the dismissal is on its way, and a second press sends nothing", async () => {
    server.use(heldAnswer("post", "/api/moderation/reports/dismiss").handler);
    const dialog = await askToDismiss(postText);
    const confirm = within(dialog).getByRole("button", { name: "Rejte siyalman yo" });
    fireEvent.click(confirm);
    await waitFor(() => expect(dialog.querySelector("form")?.getAttribute("aria-busy")).toBe("true"));
    fireEvent.click(confirm);
    fireEvent.submit(dialog.querySelector("form")!);
    expect(within(dialog).getByRole("button", { name: "Anile" }).hasAttribute("disabled")).toBe(true);
    expect(dismissCalls()).toHaveLength(1);
  });

  it("keeps the dialog open with the server's message when hiding fails", async () => {
    server.use(...moderationApi.hideContent.answers.serverError);
    renderReports();
    const item = (await screen.findByRole("heading", { name: postText }, { timeout: 5000 })).closest("li")!;
    fireEvent.click(within(item).getByRole("button", { name: "Kache" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Rezon"), { target: { value: "Li joure moun." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Kache" }));
    expect(await within(dialog).findByText(errors["errors.server.internal"])).toBeTruthy();
    expect(screen.getByRole("heading", { name: postText })).toBeTruthy();
  });
});

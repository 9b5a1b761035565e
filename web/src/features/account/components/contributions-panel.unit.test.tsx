// @vitest-environment happy-dom
import type { AccountContribution } from "@kominote/core/schemas/contributions";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { toastQueue } from "../../../ui/toast-queue";
import { renderInLanguage } from "../../../testing/render-in-language";
import { marieContributions } from "../testing/contributions";
import { ContributionsPanel } from "./contributions-panel";

type Save = (contribution: AccountContribution, notes: string) => Promise<unknown>;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toastQueue.clear();
});

const openEditor = async (taskTitle: string): Promise<HTMLElement> => {
  fireEvent.click(screen.getByRole("button", { name: `Edit the contribution to ${taskTitle}` }));
  return screen.findByRole("dialog", {}, { timeout: 10_000 });
};

describe("ContributionsPanel", () => {
  it("shows three placeholder rows while the list loads, announced to screen readers", async () => {
    await renderInLanguage(<ContributionsPanel contributions={undefined} save={vi.fn<Save>()} />, "ht");
    expect(screen.getAllByTestId("contribution-skeleton")).toHaveLength(3);
    expect(screen.getByRole("status").textContent).toBe("K ap chaje kontribisyon yo...");
  });

  it("says 'Pa gen kontribisyon ankò' when there are none", async () => {
    await renderInLanguage(<ContributionsPanel contributions={[]} save={vi.fn<Save>()} />, "ht");
    expect(screen.getByText("Pa gen kontribisyon ankò")).toBeTruthy();
  });

  it("lists each contribution with its task, notes, date and the contact badge when it has contact details", async () => {
    await renderInLanguage(<ContributionsPanel contributions={marieContributions} save={vi.fn<Save>()} />, "ht");
    const photo = screen.getByRole("article", { name: "Pran foto devan klinik la" });
    expect(within(photo).getByText("Mwen pran foto a maten an, pòt klinik la louvri depi 7è.")).toBeTruthy();
    expect(within(photo).getByText("2 jen 2026")).toBeTruthy();
    expect(within(photo).getByText("Gen enfòmasyon kontak")).toBeTruthy();
    const hours = screen.getByRole("article", { name: "Note lè klinik la louvri" });
    expect(within(hours).queryByText("Gen enfòmasyon kontak")).toBeNull();
  });

  it("edits the notes with the task read-only, saves them and says so", { timeout: 20_000 }, async () => {
    const save = vi.fn<Save>().mockResolvedValue(undefined);
    const add = vi.spyOn(toastQueue, "add");
    await renderInLanguage(<ContributionsPanel contributions={marieContributions} save={save} />, "ht");
    fireEvent.click(screen.getByRole("button", { name: "Modifye kontribisyon pou Note lè klinik la louvri" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    const task = within(dialog).getByLabelText("Travay") as HTMLInputElement;
    expect(task.value).toBe("Note lè klinik la louvri");
    expect(task.readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Nòt"), { target: { value: "Klinik la louvri 7è rive 5è kounye a." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sove Chanjman yo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(save).toHaveBeenCalledWith(marieContributions[1], "Klinik la louvri 7è rive 5è kounye a.");
    expect(add).toHaveBeenCalledWith({ title: "Kontribisyon ajou", tone: "success" }, expect.anything());
  });

  it("keeps the dialog open with the server's message on the notes when the save is refused", { timeout: 20_000 }, async () => {
    const refused = new ApiError(400, "Bad Request", {
      code: "VALIDATION",
      message: "Invalid input",
      fields: { notes: "The description must be at least 20 characters" },
    });
    const add = vi.spyOn(toastQueue, "add");
    await renderInLanguage(<ContributionsPanel contributions={marieContributions} save={vi.fn<Save>().mockRejectedValue(refused)} />);
    const dialog = await openEditor("Pran foto devan klinik la");
    fireEvent.change(within(dialog).getByLabelText("Notes"), { target: { value: "Too short" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    const message = await within(dialog).findByText("The description must be at least 20 characters");
    const notes = within(dialog).getByLabelText("Notes");
    expect(notes.getAttribute("aria-invalid")).toBe("true");
    expect(notes.getAttribute("aria-describedby")).toBe(message.id);
    // Nothing covers the Save button the member needs next.
    expect(add).not.toHaveBeenCalled();
  });

  it("offers no edit on a contribution a moderator reviewed, and shows where each one stands", async () => {
    await renderInLanguage(<ContributionsPanel contributions={marieContributions} save={vi.fn<Save>()} />, "ht");
    const reviewed = screen.getByRole("article", { name: "Idantifye klinik ki pi pre w" });
    expect(within(reviewed).queryByRole("button")).toBeNull();
    expect(within(reviewed).getByText("Aksepte")).toBeTruthy();
    const pending = screen.getByRole("article", { name: "Note lè klinik la louvri" });
    expect(within(pending).getByRole("button", { name: "Modifye kontribisyon pou Note lè klinik la louvri" })).toBeTruthy();
    expect(within(pending).getByText("K ap tann")).toBeTruthy();
  });

  it("shows the server's own refusal inside the dialog, not a toast over the Save button", { timeout: 20_000 }, async () => {
    const reviewed = new ApiError(409, "Conflict", {
      code: "CONTRIBUTION.ALREADY_REVIEWED",
      message: "Yon moderatè deja revize kontribisyon sa a, ou pa ka chanje l ankò.",
    });
    const add = vi.spyOn(toastQueue, "add");
    await renderInLanguage(<ContributionsPanel contributions={marieContributions} save={vi.fn<Save>().mockRejectedValue(reviewed)} />, "ht");
    fireEvent.click(screen.getByRole("button", { name: "Modifye kontribisyon pou Note lè klinik la louvri" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sove Chanjman yo" }));
    const alert = await within(dialog).findByText("Yon moderatè deja revize kontribisyon sa a, ou pa ka chanje l ankò.");
    expect(alert.closest("[role=alert]")).toBeTruthy();
    expect(within(dialog).queryByText("Pa t ka ajou kontribisyon an")).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it("falls back to the catalog's text when nothing answered", { timeout: 20_000 }, async () => {
    await renderInLanguage(<ContributionsPanel contributions={marieContributions} save={vi.fn<Save>().mockRejectedValue(new TypeError("Failed to fetch"))} />, "ht");
    fireEvent.click(screen.getByRole("button", { name: "Modifye kontribisyon pou Note lè klinik la louvri" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sove Chanjman yo" }));
    expect(await within(dialog).findByText("Pa t ka ajou kontribisyon an")).toBeTruthy();
  });
});

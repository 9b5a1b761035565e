// @vitest-environment happy-dom
import type { AccountContribution } from "@kominote/core/schemas/contributions";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { toastQueue } from "../../../ui/toast-queue";
import { renderInLanguage } from "../../home/testing/render-in-language";
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
    expect(add).toHaveBeenCalledWith(
      { title: "Error", description: "Could not update the contribution", tone: "danger" },
      expect.anything(),
    );
  });
});

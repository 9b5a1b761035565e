// @vitest-environment happy-dom
import type { UpdateProfileRequest, User } from "@kominote/core/schemas/users";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { pickFiles, stubImageDecoding } from "../../../testing/pick-files";
import { toastQueue } from "../../../ui/toast-queue";
import { renderInLanguage } from "../../../testing/render-in-language";
import { accountNow, marie } from "../testing/members";
import { ProfilePanel } from "./profile-panel";

type Save = (request: UpdateProfileRequest) => Promise<User>;

const renderPanel = (save: Save = vi.fn<Save>().mockResolvedValue(marie)) =>
  renderInLanguage(<ProfilePanel user={marie} now={accountNow} save={save} />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastQueue.clear();
});

const statValue = (label: string) => screen.getByText(label).parentElement?.querySelector("dd")?.textContent;

describe("ProfilePanel", () => {
  it("shows the details, the read-only member number and the member's figures", async () => {
    await renderPanel();
    expect(screen.getByText("KDS-0000007-3")).toBeTruthy();
    expect(screen.getByText("Not provided")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo of Marie Joseph" }).textContent).toBe("MJ");
    expect(statValue("Services joined")).toBe("1");
    expect(statValue("Days since joining")).toBe("41");
    // No contribution count in the member's data: the figure is left out rather than shown as 0.
    expect(screen.queryByText("Contributions")).toBeNull();
  });

  it("saves the edited profile, says so, and returns to the view", async () => {
    const save = vi.fn<Save>().mockResolvedValue({ ...marie, address: "Ri 5, Okap" });
    const add = vi.spyOn(toastQueue, "add");
    await renderPanel(save);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByLabelText("Phone").getAttribute("placeholder")).toBe("+509 XXXX XXXX");
    expect(screen.getByLabelText("Member number").hasAttribute("readonly")).toBe(true);
    expect(screen.getByLabelText("Bio").getAttribute("rows")).toBe("3");
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: " Ri 5, Okap " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ address: "Ri 5, Okap", fullName: "Marie Joseph" }));
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty("profilePhoto");
    expect(add).toHaveBeenCalledWith({ title: "Profile updated", tone: "success" }, expect.anything());
  });

  it("keeps the form open with the field's message on the field, and no toast over the buttons", async () => {
    const refused = new ApiError(400, "Bad Request", {
      code: "VALIDATION",
      message: "Invalid input",
      fields: { email: "This email is not valid" },
    });
    const add = vi.spyOn(toastQueue, "add");
    await renderPanel(vi.fn<Save>().mockRejectedValue(refused));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "marie.nouvo@example.ht" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByText("This email is not valid");
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe(message.id);
    expect(add).not.toHaveBeenCalled();
    // Changing the field forgets the server's word on it.
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "marie@example.ht" } });
    expect(screen.queryByText("This email is not valid")).toBeNull();
  });

  it("shows the server's localized message in view when no field carries the problem, and retries", async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(409, "Conflict", { code: "USER.PHONE_TAKEN", message: "Nimewo sa a deja itilize" }))
      .mockResolvedValueOnce(marie);
    await renderPanel(save);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByText("Nimewo sa a deja itilize");
    expect(message.closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("says the save failed when nothing answered", async () => {
    await renderPanel(vi.fn<Save>().mockRejectedValue(new TypeError("Failed to fetch")));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Could not update the profile")).toBeTruthy();
  });

  it("shows the phone number formatted, and tells a wrong one before anything is sent", async () => {
    const save = vi.fn<Save>().mockResolvedValue(marie);
    await renderPanel(save);
    expect(screen.getByText("+509 37 12 3456")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("+509 37 12 3456");
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByText("This phone number is not valid");
    expect(screen.getByLabelText("Phone").getAttribute("aria-describedby")).toBe(message.id);
    expect(save).not.toHaveBeenCalled();
  });

  it("sends a local number as Haitian, in E.164", async () => {
    const save = vi.fn<Save>().mockResolvedValue(marie);
    await renderPanel(save);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "3800 1122" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: "+50938001122" }));
  });

  it("changes the photo with the registration rules and sends it with the profile", async () => {
    const save = vi.fn<Save>().mockResolvedValue(marie);
    await renderPanel(save);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    stubImageDecoding(true);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    pickFiles("Change photo", [big]);
    expect(await screen.findByText("Photo is too big. Maximum 5MB.")).toBeTruthy();
    const pixel = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], "me.png", { type: "image/png" });
    pickFiles("Change photo", [pixel]);
    await vi.waitFor(() =>
      expect(screen.getByRole("img", { name: "Photo of Marie Joseph" }).getAttribute("src") ?? "").toMatch(
        /^data:image\/png;base64,/,
      ),
    );
    expect(screen.queryByText("Photo is too big. Maximum 5MB.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "Edit" });
    expect(save.mock.calls[0]?.[0].profilePhoto).toMatch(/^data:image\/png;base64,/);
  });
});

describe("AccountTabs", () => {
  it("shows the contributions panel in its tab and their number in the profile's figures", async () => {
    const { AccountTabs } = await import("./account-screen");
    const { ContributionsPanel } = await import("./contributions-panel");
    await renderInLanguage(
      <AccountTabs
        user={marie}
        now={accountNow}
        save={vi.fn<Save>()}
        contributionCount={0}
        contributions={<ContributionsPanel contributions={[]} save={vi.fn()} />}
      />,
    );
    // "Contributions" also names the tab: the figure is the one in the description list.
    expect(screen.getByText("Contributions", { selector: "dt" }).parentElement?.querySelector("dd")?.textContent).toBe("0");
    fireEvent.click(screen.getByRole("tab", { name: "Contributions" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("No contributions yet")).toBeTruthy();
  });
});

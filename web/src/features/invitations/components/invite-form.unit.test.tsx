// @vitest-environment happy-dom
import type { SendInvitationRequest } from "@kominote/core/schemas/invitations";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { toastQueue } from "../../../ui/toast-queue";
import { renderInLanguage } from "../../../testing/render-in-language";
import { inviteLink } from "../testing/invitations";
import { InviteForm } from "./invite-form";

type Send = (request: SendInvitationRequest) => Promise<unknown>;

const defaultMessage =
  "Hello! I invite you to join me on Kominote so we can contribute together to the development of our community.";

const renderForm = (overrides: Partial<Parameters<typeof InviteForm>[0]> = {}) => {
  const props = {
    send: vi.fn<Send>().mockResolvedValue(undefined),
    generateLink: vi.fn(async () => inviteLink),
    siteOrigin: "https://kominote.ht",
    copyText: vi.fn(async (_text: string) => undefined),
    openWindow: vi.fn((_url: string) => undefined),
    ...overrides,
  };
  return { props, rendered: renderInLanguage(<InviteForm {...props} />) };
};

const message = () => screen.getByLabelText<HTMLTextAreaElement>("Your message");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toastQueue.clear();
});

describe("InviteForm", () => {
  it("asks for an address before sending, and sends nothing", async () => {
    const { props, rendered } = renderForm();
    await rendered;
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter an e-mail address.")).toBeTruthy();
    expect(screen.getByLabelText("Your friend's e-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(props.send).not.toHaveBeenCalled();
  });

  it("asks for a number on the phone tab", async () => {
    const { props, rendered } = renderForm();
    await rendered;
    fireEvent.click(screen.getByRole("tab", { name: "Phone" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter a phone number.")).toBeTruthy();
    expect(props.send).not.toHaveBeenCalled();
  });

  it("sends by phone, opens 'Invitation sent!', and starts again on e-mail with the default message", async () => {
    const { props, rendered } = renderForm();
    await rendered;
    expect(message().value).toBe(defaultMessage);
    fireEvent.click(screen.getByRole("tab", { name: "Phone" }));
    fireEvent.change(await screen.findByLabelText("Your friend's phone number"), { target: { value: "+509 3800 1122" } });
    fireEvent.change(message(), { target: { value: "Vini!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));

    const dialog = await screen.findByRole("dialog", { name: "Invitation sent!" });
    expect(props.send).toHaveBeenCalledWith({ inviteMethod: "phone", inviteePhone: "+509 3800 1122", message: "Vini!" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Invite another friend" }));
    expect(screen.getByRole("tab", { name: "E-mail" }).getAttribute("aria-selected")).toBe("true");
    expect(message().value).toBe(defaultMessage);
    expect(screen.getByLabelText<HTMLInputElement>("Your friend's e-mail address").value).toBe("");
  });

  it("keeps what was typed and says why, in view beside the button, when the server refuses", async () => {
    const refusal = new ApiError(409, "Conflict", {
      code: "INVITATION.DO_NOT_CONTACT",
      message: "This person asked not to receive Kominote invitations any more.",
    });
    const add = vi.spyOn(toastQueue, "add");
    const { rendered } = renderForm({ send: vi.fn<Send>().mockRejectedValue(refusal) });
    await rendered;
    fireEvent.change(screen.getByLabelText("Your friend's e-mail address"), { target: { value: "paul@example.ht" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));

    const said = await screen.findByText("This person asked not to receive Kominote invitations any more.");
    expect(said.closest('[role="alert"]')).not.toBeNull();
    // No toast: one would cover the button the member presses next.
    expect(add).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Your friend's e-mail address").value).toBe("paul@example.ht");
  });

  it("shows the server's word on the message under the message field", async () => {
    const refusal = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Invalid input", fields: { message: "The message is too long" } });
    const { rendered } = renderForm({ send: vi.fn<Send>().mockRejectedValue(refusal) });
    await rendered;
    fireEvent.change(screen.getByLabelText("Your friend's e-mail address"), { target: { value: "paul@example.ht" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    const said = await screen.findByText("The message is too long");
    expect(message().getAttribute("aria-describedby")).toBe(said.id);
  });

  it("shares the message and the site's address in a window, and records the share", async () => {
    const { props, rendered } = renderForm();
    await rendered;
    fireEvent.click(screen.getByRole("tab", { name: "Social media" }));
    fireEvent.click(await screen.findByRole("button", { name: "Share on WhatsApp (opens a new window)" }));

    expect(props.openWindow).toHaveBeenCalledWith(`https://wa.me/?text=${encodeURIComponent(`${defaultMessage} https://kominote.ht`)}`);
    expect(props.send).toHaveBeenCalledWith({ inviteMethod: "social", message: defaultMessage });
  });

  it("copies the link for Instagram instead of opening anything, and says so", async () => {
    const add = vi.spyOn(toastQueue, "add");
    const { props, rendered } = renderForm({ initialLink: inviteLink });
    await rendered;
    fireEvent.click(screen.getByRole("tab", { name: "Social media" }));
    fireEvent.click(await screen.findByRole("button", { name: "Share on Instagram" }));

    await vi.waitFor(() => expect(props.copyText).toHaveBeenCalledWith(inviteLink));
    expect(props.openWindow).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(add).toHaveBeenCalledWith({ title: "Your link was copied. Paste it in Instagram to share it.", tone: "success" }, expect.anything()),
    );
  });

  it("generates the personal link, then copies it", async () => {
    const add = vi.spyOn(toastQueue, "add");
    const { props, rendered } = renderForm();
    await rendered;
    fireEvent.click(screen.getByRole("tab", { name: "Link" }));
    const copy = await screen.findByRole("button", { name: "Copy" });
    expect(copy.hasAttribute("disabled")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Generate link" }));
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Your invitation link").value).toBe(inviteLink));
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));

    await vi.waitFor(() => expect(props.copyText).toHaveBeenCalledWith(inviteLink));
    await vi.waitFor(() => expect(add).toHaveBeenCalledWith({ title: "Copied to the clipboard!", tone: "success" }, expect.anything()));
    expect(props.send).toHaveBeenCalledWith({ inviteMethod: "link", message: defaultMessage });
  });
});

// @vitest-environment happy-dom
import type { DeletionCodeSent } from "@kominote/core/schemas/own-data";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { Providers } from "../../../testing/story-providers";
import { LeaveAccountDialog } from "./leave-account-dialog";

const sent: DeletionCodeSent = { channel: "phone", contact: "+50937123456", message: "", resendAfterSeconds: 60 };
const wrongCode = new ApiError(400, "Bad Request", {
  code: "LOGIN.CODE_INVALID",
  message: "Kòd la pa kòrèk oswa li ekspire.",
  fields: { code: "Kòd la pa kòrèk oswa li ekspire." },
});

const open = (overrides: Partial<Parameters<typeof LeaveAccountDialog>[0]> = {}) => {
  const props = {
    isOpen: true,
    onClose: vi.fn(),
    onDeleted: vi.fn(),
    sendCode: vi.fn(async () => sent),
    deleteAccount: vi.fn(async () => undefined),
    ...overrides,
  };
  render(
    <Providers language="ht">
      <LeaveAccountDialog {...props} />
    </Providers>,
  );
  return props;
};

afterEach(cleanup);

describe("LeaveAccountDialog", () => {
  it("says what goes and what stays, sends the code, then deletes with the code typed", async () => {
    const props = open();
    expect(await screen.findByRole("alertdialog", { name: "Efase kont ou?" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Ansyen manm/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Voye yon kòd ban mwen" }));
    expect(await screen.findByText("Nou voye yon kòd 6 chif bay +50937123456. Antre l pou konfime.")).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "Kòd konfimasyon an" });
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    await userEvent.type(field, "482913");
    await userEvent.click(screen.getByRole("button", { name: "Efase kont mwen nèt" }));
    expect(props.deleteAccount).toHaveBeenCalledWith("482913");
    expect(props.onDeleted).toHaveBeenCalledOnce();
  });

  it("shows a wrong code's message on the code field and stays open", async () => {
    const props = open({ initialSent: sent, deleteAccount: vi.fn(() => Promise.reject(wrongCode)) });
    const field = await screen.findByRole("textbox", { name: "Kòd konfimasyon an" }, { timeout: 5000 });
    await userEvent.type(field, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Efase kont mwen nèt" }));
    expect(await screen.findByText("Kòd la pa kòrèk oswa li ekspire.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(props.onDeleted).not.toHaveBeenCalled();
  });

  it("shows a refused send in the server's words", async () => {
    open({ sendCode: vi.fn(() => Promise.reject(new ApiError(429, "Too Many Requests", { code: "LOGIN.TOO_SOON", message: "Tann 1 minit." }))) });
    await userEvent.click(await screen.findByRole("button", { name: "Voye yon kòd ban mwen" }, { timeout: 5000 }));
    expect(await screen.findByText("Tann 1 minit.")).toBeTruthy();
  });
});

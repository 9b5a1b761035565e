// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { openRegistrationEvent } from "./registration-dialog-state";
import { Providers } from "../testing/story-providers";
import { LoginDialogHost } from "./login-dialog-host";
import { LoginDialogProvider, openLoginModal } from "./login-dialog-state";

/** Resolves once the page is mounted, so the window event finds its listener. */
const renderHost = async (): Promise<void> => {
  render(
    <Providers>
      <LoginDialogProvider>
        <main>Kominote</main>
        <LoginDialogHost />
      </LoginDialogProvider>
    </Providers>,
  );
  await screen.findByRole("main", {}, { timeout: 15_000 });
};

const openDialog = async (): Promise<HTMLElement> => {
  act(() => openLoginModal());
  return screen.findByRole("dialog", {}, { timeout: 15_000 });
};

afterEach(cleanup);

describe("LoginDialog", () => {
  it("keeps what was typed when closed and opened again", { timeout: 20_000 }, async () => {
    await renderHost();
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText("Adrès imèl ou"), { target: { value: "marie@example.ht" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fèmen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await openDialog();
    expect((within(dialog).getByLabelText("Adrès imèl ou") as HTMLInputElement).value).toBe("marie@example.ht");
  });

  it("switches to registration, closing itself", { timeout: 20_000 }, async () => {
    let registrationRequests = 0;
    const count = (): void => {
      registrationRequests += 1;
    };
    window.addEventListener(openRegistrationEvent, count);
    try {
      await renderHost();
      const dialog = await openDialog();
      expect(within(dialog).getByRole("link", { name: "Konfidansyalite" })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole("button", { name: "Kreye yon kont" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(registrationRequests).toBe(1);
    } finally {
      window.removeEventListener(openRegistrationEvent, count);
    }
  });
});

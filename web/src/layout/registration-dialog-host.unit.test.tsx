// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { servicesApi } from "../features/services/testing";
import { mockApiInEachTest } from "../testing/msw/mock-api-in-each-test";
import { Providers } from "../testing/story-providers";
import { loadRegistrationWizardDialog, RegistrationDialog } from "./registration-dialog-host";
import { openRegistration } from "./registration-dialog-state";

// Transforming the wizard's modules takes a while on a busy machine; do it once, outside the tests' time.
beforeAll(() => loadRegistrationWizardDialog(), 30_000);

// The wizard asks for the public services when it opens; an empty list is enough here.
mockApiInEachTest(...servicesApi.listPublicServices.answers.empty);

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders the dialog host inside the page's providers, resolving once it listens for the event. */
const renderHost = async () => {
  render(
    <Providers>
      <p>page</p>
      <RegistrationDialog />
    </Providers>,
  );
  await screen.findByText("page");
};

describe("RegistrationDialog", () => {
  it("loads nothing until asked, then opens the wizard on the openRegistration event", async () => {
    await renderHost();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openRegistration());
    const dialog = await screen.findByRole("dialog", { name: "Kreye kont ou" }, { timeout: 5000 });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ki jan ou rele?" })).toBeTruthy();
  });

  it("keeps what was typed when closed and opened again", async () => {
    await renderHost();
    act(() => openRegistration());
    fireEvent.change(await screen.findByLabelText("Non", {}, { timeout: 5000 }), { target: { value: "Marie" } });
    fireEvent.click(screen.getByRole("button", { name: "Fèmen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openRegistration());
    expect(((await screen.findByLabelText("Non")) as HTMLInputElement).value).toBe("Marie");
  });
});

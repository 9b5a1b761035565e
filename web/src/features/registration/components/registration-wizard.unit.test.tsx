// @vitest-environment happy-dom
import type { RegistrationRequest } from "@kominote/core/schemas/registration";
import type { RegisteredUser } from "@kominote/core/schemas/users";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { pickFiles, stubImageDecoding } from "../../../testing/pick-files";
import { toastQueue } from "../../../ui/toast-queue";
import { renderInLanguage } from "../../../testing/render-in-language";
import { registrationDraftStorageKey } from "../lib/draft-storage";
import { RegistrationWizard, successRedirectMs } from "./registration-wizard";
import type { ServicesState } from "./steps/service-step";

const today = new Date("2026-06-01T15:00:00Z");

const services: ServicesState = {
  status: "ready",
  services: [
    {
      id: 1,
      slug: "sante",
      name: "Sante",
      description: "Klinik ak swen",
      color: "#146C2E",
      imageUrl: null,
      taskCount: 3,
      contributorCount: 10,
      discussionCount: 2,
    },
  ],
};

const registeredUser: RegisteredUser = {
  id: 7,
  fullName: "Marie Joseph",
  email: "marie@example.ht",
  phoneNumber: "+50937123456",
  address: null,
  bio: null,
  profilePhoto: null,
  username: "KDS-0000007-3",
  joinedServiceId: 1,
  role: "member",
  createdAt: "2026-06-01T15:00:00.000Z",
  kdsNumber: "KDS-0000007-3",
  socialDevelopmentAccountNumber: "KDS-0000007-3",
};

/** Everything but the passwords, as the wizard keeps it between visits. */
const savedDraft = {
  firstName: "Marie",
  lastName: "Joseph",
  birthday: "1995-04-12",
  email: "marie@example.ht",
  phoneNumber: "+509 3712 3456",
  profilePhoto: "",
  skills: ["technology.programming"],
  primaryService: "sante",
};

type Submit = (request: RegistrationRequest) => Promise<RegisteredUser>;

const renderWizard = async ({
  submit = vi.fn<Submit>().mockResolvedValue(registeredUser),
  onFinished = vi.fn<(path: string) => void>(),
}: { submit?: Submit; onFinished?: (path: string) => void } = {}) => {
  await renderInLanguage(
    <RegistrationWizard services={services} today={today} submit={submit} onSignIn={() => undefined} onFinished={onFinished} />,
  );
  return { submit, onFinished };
};

const continueButton = () => screen.getByRole("button", { name: /^(Continue|Create account)$/ });
const isDisabled = (element: HTMLElement) => element.hasAttribute("disabled");
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Resumes on the password step with every earlier step filled. */
const resumeAtPasswords = () =>
  sessionStorage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: savedDraft, stepIndex: 8 }));

const fillPasswordsAndCreate = () => {
  type("Password", "sekre123");
  fireEvent.click(continueButton());
  type("Confirm password", "sekre123");
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastQueue.clear();
});

describe("RegistrationWizard", () => {
  it("keeps Continue disabled until the step's value passes its rule", async () => {
    await renderWizard();
    expect(isDisabled(continueButton())).toBe(true);
    type("First name", "Marie");
    expect(isDisabled(continueButton())).toBe(true);
    type("Last name", "Joseph");
    expect(isDisabled(continueButton())).toBe(false);
    fireEvent.click(continueButton());
    expect(screen.getByRole("heading", { name: "When were you born?" })).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("22");
  });

  it("moves to the next step on Enter and puts the focus in its field", async () => {
    await renderWizard();
    type("First name", "Marie");
    type("Last name", "Joseph");
    fireEvent.keyDown(screen.getByLabelText("Last name"), { key: "Enter" });
    expect(screen.getByRole("heading", { name: "When were you born?" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Birthday"));
  });

  it("shows the earlier value again on Back", async () => {
    await renderWizard();
    type("First name", "Marie");
    type("Last name", "Joseph");
    fireEvent.click(continueButton());
    type("Birthday", "1995-04-12");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Marie");
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Joseph");
    fireEvent.click(continueButton());
    expect((screen.getByLabelText("Birthday") as HTMLInputElement).value).toBe("1995-04-12");
  });

  it("refuses a member younger than 13 with the age message tied to the field", async () => {
    sessionStorage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: savedDraft, stepIndex: 1 }));
    await renderWizard();
    type("Birthday", "2015-01-01");
    fireEvent.blur(screen.getByLabelText("Birthday"));
    const message = screen.getByText("You must be at least 13 years old");
    expect(screen.getByLabelText("Birthday").getAttribute("aria-describedby")).toContain(message.id);
    expect(isDisabled(continueButton())).toBe(true);
  });

  it("refuses a photo over 5 MB before reading it, and keeps the step passable (the photo is optional)", async () => {
    sessionStorage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: savedDraft, stepIndex: 4 }));
    await renderWizard();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    pickFiles("Choose a photo", [big]);
    expect(await screen.findByText("Photo is too big. Maximum 5MB.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(isDisabled(continueButton())).toBe(false);
  });

  it("refuses a photo that does not decode as it is picked, with the message on the photo step", async () => {
    stubImageDecoding(false);
    sessionStorage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: savedDraft, stepIndex: 4 }));
    await renderWizard();
    const broken = new File([new Uint8Array([255, 216, 255, 0, 1, 2, 3])], "broken.jpg", { type: "image/jpeg" });
    pickFiles("Choose a photo", [broken]);
    const message = await screen.findByText("Problem loading photo. Please try again.");
    expect(screen.getByRole("button", { name: "Choose a photo" }).getAttribute("aria-describedby")).toContain(message.id);
    // No blank preview: the broken photo is not kept.
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("keeps a photo that decodes, with its preview", async () => {
    stubImageDecoding(true);
    sessionStorage.setItem(registrationDraftStorageKey, JSON.stringify({ draft: savedDraft, stepIndex: 4 }));
    await renderWizard();
    pickFiles("Choose a photo", [new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" })]);
    expect((await screen.findByRole("img", { name: "Your profile photo" })).getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole("button", { name: "Change the photo" })).toBeTruthy();
  });

  it("goes back to the photo step with the server's message when the server refuses the photo", async () => {
    resumeAtPasswords();
    const refused = new ApiError(400, "Bad Request", {
      code: "VALIDATION",
      message: "Invalid input",
      fields: { profilePhoto: "Problem loading photo. Please try again." },
    });
    const submit = vi.fn<Submit>().mockRejectedValue(refused);
    await renderWizard({ submit });
    fillPasswordsAndCreate();
    expect(await screen.findByRole("heading", { name: "Add a profile photo" })).toBeTruthy();
    expect(screen.getByText("Problem loading photo. Please try again.")).toBeTruthy();
    // The member is not stuck: the step stays passable (the photo is optional) once they act on it.
    expect(isDisabled(continueButton())).toBe(false);
  });

  it("toggles skills as pressed buttons and tells the new count in a 2-second toast", async () => {
    sessionStorage.setItem(
      registrationDraftStorageKey,
      JSON.stringify({ draft: { ...savedDraft, skills: [] }, stepIndex: 5 }),
    );
    const add = vi.spyOn(toastQueue, "add");
    await renderWizard();
    expect(isDisabled(continueButton())).toBe(true);
    const programming = screen.getByRole("button", { name: "Programming" });
    fireEvent.click(programming);
    fireEvent.click(screen.getByRole("button", { name: "Nursing" }));
    expect(programming.getAttribute("aria-pressed")).toBe("true");
    expect(add).toHaveBeenLastCalledWith({ title: "2 skills selected" }, { timeout: 2000 });
    fireEvent.click(programming);
    expect(programming.getAttribute("aria-pressed")).toBe("false");
    expect(add).toHaveBeenLastCalledWith({ title: "1 skill selected" }, { timeout: 2000 });
    expect(isDisabled(continueButton())).toBe(false);
    add.mockRestore();
  });

  it("sends the merged request and stays on the last step with the server's message on failure", async () => {
    resumeAtPasswords();
    const submit = vi
      .fn<Submit>()
      .mockRejectedValue(new ApiError(500, "Internal Server Error", { code: "INTERNAL", message: "Sèvè a pa disponib" }));
    await renderWizard({ submit });
    fillPasswordsAndCreate();
    expect(await screen.findByText("Sèvè a pa disponib")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Confirm your password" })).toBeTruthy();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: "Marie Joseph", phoneNumber: "+50937123456", primaryService: "sante" }),
    );
  });

  it("falls back to the registration message when the failure carries none", async () => {
    resumeAtPasswords();
    await renderWizard({ submit: vi.fn<Submit>().mockRejectedValue(new TypeError("Failed to fetch")) });
    fillPasswordsAndCreate();
    expect(await screen.findByText("There was a problem with the registration")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Confirm your password" })).toBeTruthy();
  });

  it("sends the member back to the e-mail step when the address is taken", async () => {
    resumeAtPasswords();
    const taken = new ApiError(409, "Conflict", {
      code: "USER.EMAIL_TAKEN",
      message: "This email is already used",
      fields: { email: "This email is already used" },
    });
    await renderWizard({ submit: vi.fn<Submit>().mockRejectedValue(taken) });
    fillPasswordsAndCreate();
    expect(await screen.findByRole("heading", { name: "What is your e-mail?" })).toBeTruthy();
    expect(screen.getByText("This email is already used")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("marie@example.ht");
  });

  it("shows the member number on success, then goes to the chosen service after 3 s", async () => {
    resumeAtPasswords();
    // A return path left by an earlier sign-in attempt must not outlive the registration.
    localStorage.setItem("redirectAfterLogin", "/account");
    const { onFinished } = await renderWizard();
    fillPasswordsAndCreate();
    expect(await screen.findByText("KDS-0000007-3")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Welcome, Marie Joseph!" })).toBeTruthy();
    expect(screen.getByText(/Check your e-mail/)).toBeTruthy();
    expect(sessionStorage.getItem(registrationDraftStorageKey)).toBeNull();
    expect(localStorage.getItem("redirectAfterLogin")).toBeNull();
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith("/services/sante"), { timeout: successRedirectMs + 1000 });
  });

  it("keeps the draft for the tab without the passwords, and resumes where the member was", async () => {
    await renderWizard();
    type("First name", "Marie");
    type("Last name", "Joseph");
    fireEvent.click(continueButton());
    const stored = JSON.parse(sessionStorage.getItem(registrationDraftStorageKey) ?? "{}");
    expect(stored).toMatchObject({ stepIndex: 1, draft: { firstName: "Marie", lastName: "Joseph" } });
    expect(stored.draft).not.toHaveProperty("password");
    cleanup();
    await act(async () => {
      await renderWizard();
    });
    expect(screen.getByRole("heading", { name: "When were you born?" })).toBeTruthy();
  });
});

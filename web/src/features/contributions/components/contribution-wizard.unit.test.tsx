// @vitest-environment happy-dom
import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { pickFiles } from "../../../testing/pick-files";
import { toastQueue } from "../../../ui/toast-queue";
import { renderInLanguage } from "../../../testing/render-in-language";
import type { UploadFile } from "../api/upload-file";
import { contributionDraftKey } from "../lib/draft-storage";
import { memoryOutboxStore } from "../../../lib/outbox/outbox-db";
import { contributeAnswer, memoryStorage, storedUpload, wizardServicesDouble } from "../testing/doubles";
import { ContributionWizard } from "./contribution-wizard";

type Contribute = (taskId: number, request: ContributeRequest) => Promise<ContributeResponse>;

const task = { id: 3, title: "Ranmase fatra", locationRequired: false };
const description = "Mwen ranmase fatra nan lari a ak vwazen yo.";

const renderWizard = async (overrides: Parameters<typeof wizardServicesDouble>[0] = {}, locationRequired = false) => {
  const services = wizardServicesDouble(overrides);
  const onClose = vi.fn();
  const onContributed = vi.fn<(answer: ContributeResponse) => void>();
  const view = await renderInLanguage(
    <ContributionWizard task={{ ...task, locationRequired }} serviceId={1} services={services} onClose={onClose} onContributed={onContributed} />,
  );
  return { services, onClose, onContributed, view };
};

const continueButton = () => screen.getByRole("button", { name: /^(Continue|Send the contribution)$/ });
const isDisabled = (element: HTMLElement) => element.hasAttribute("disabled");
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const heading = (name: string) => screen.getByRole("heading", { name: new RegExp(`${name}$`) });

/** Fills the description and continues to the last step through the optional ones. */
const walkToConfirm = () => {
  type("Description", description);
  for (let step = 0; step < 5; step += 1) fireEvent.click(continueButton());
  expect(heading("Check and send")).toBeTruthy();
};

afterEach(() => {
  cleanup();
  toastQueue.clear();
  vi.restoreAllMocks();
});

describe("ContributionWizard", () => {
  it("keeps Continue disabled below 20 characters and shows the schema's message on leaving the field", async () => {
    await renderWizard();
    expect(screen.getByRole("dialog", { name: "Contribute: Ranmase fatra" })).toBeTruthy();
    expect(isDisabled(continueButton())).toBe(true);
    type("Description", "Twò kout");
    fireEvent.blur(screen.getByLabelText("Description"));
    const message = screen.getByText("The description must be at least 20 characters.");
    expect(screen.getByLabelText("Description").getAttribute("aria-describedby")).toContain(message.id);
    type("Description", description);
    expect(isDisabled(continueButton())).toBe(false);
  });

  it("advances with Ctrl+Enter in the description and Enter in a field, moving the focus to the new heading", async () => {
    await renderWizard();
    type("Description", description);
    fireEvent.keyDown(screen.getByLabelText("Description"), { key: "Enter" });
    expect(heading("Describe your contribution")).toBeTruthy();
    fireEvent.keyDown(screen.getByLabelText("Description"), { key: "Enter", ctrlKey: true });
    expect(document.activeElement).toBe(heading("Photos, videos or documents"));
    expect(heading("Photos, videos or documents").textContent).toContain("Step 2 of 6");
    expect(screen.getByRole("progressbar", { name: "Contribution progress" }).getAttribute("aria-valuetext")).toBe("Step 2 of 6");
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByLabelText(/I want to share my contact information/));
    type("Phone number", "+509 3712 3456");
    fireEvent.keyDown(screen.getByLabelText("Phone number"), { key: "Enter" });
    expect(heading("Website")).toBeTruthy();
  });

  it("keeps what was typed on Back and forward, and clears contact details the member takes back", async () => {
    await renderWizard();
    type("Description", description);
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByLabelText(/I want to share my contact information/));
    expect(screen.getByLabelText("Phone number").getAttribute("placeholder")).toBe("+509");
    expect(screen.getByLabelText("Phone number").getAttribute("type")).toBe("tel");
    type("Phone number", "+509 3712 3456");
    type("Address", "Ri Kapwa");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toBe(description);
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("Ri Kapwa");
    fireEvent.click(screen.getByLabelText(/I want to share my contact information/));
    fireEvent.click(screen.getByLabelText(/I want to share my contact information/));
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("");
  });

  it("refuses a bad phone number with the phone rule and keeps Continue disabled", async () => {
    await renderWizard();
    type("Description", description);
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByLabelText(/I want to share my contact information/));
    type("Phone number", "abc");
    fireEvent.blur(screen.getByLabelText("Phone number"));
    expect(screen.getByText("This phone number is not valid")).toBeTruthy();
    expect(isDisabled(continueButton())).toBe(true);
  });

  it("uploads each file at once with its progress, lets a failed one be retried, and refuses one over 10 MB unsent", async () => {
    const progressOf: Array<(fraction: number) => void> = [];
    const settle: Array<{ resolve: (value: ReturnType<typeof storedUpload>) => void; reject: (error: unknown) => void }> = [];
    const upload = vi.fn<UploadFile>(
      (_file, _purpose, { onProgress }) =>
        new Promise((resolve, reject) => {
          progressOf.push(onProgress);
          settle.push({ resolve, reject });
        }),
    );
    await renderWizard({ upload });
    type("Description", description);
    fireEvent.click(continueButton());
    expect(screen.getByText(/max 10MB each/)).toBeTruthy();
    const big = new File(["x"], "big.mp4", { type: "video/mp4" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    pickFiles("Choose files", [big]);
    expect(screen.getByText("The file is too big. Maximum 10MB.")).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    pickFiles("Choose files", [new File(["abc"], "lari.jpg", { type: "image/jpeg" })]);
    expect(upload).toHaveBeenCalledWith(expect.any(File), "contribution-media", expect.anything());
    progressOf[0]?.(0.4);
    const bar = await screen.findByRole("progressbar", { name: "Sending lari.jpg" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("40"));
    expect(isDisabled(continueButton())).toBe(true);
    expect(screen.getByText("Wait until the files are sent.")).toBeTruthy();

    settle[0]?.reject(new ApiError(500, "Internal Server Error", undefined));
    expect(await screen.findByText("The file could not be sent.")).toBeTruthy();
    expect(screen.getByText("Retry the failed file, or remove it.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send lari.jpg again" }));
    expect(upload).toHaveBeenCalledTimes(2);
    settle[1]?.resolve(storedUpload("0b7e1f2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b", 3));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(isDisabled(continueButton())).toBe(false);
  });

  it("shows a local phone number as the Haitian number it is in the summary", async () => {
    await renderWizard();
    type("Description", description);
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByLabelText(/I want to share my contact information/));
    type("Phone number", "3712 4455");
    for (let step = 0; step < 3; step += 1) fireEvent.click(continueButton());
    expect(heading("Check and send")).toBeTruthy();
    expect(screen.getByText("+509 37 12 4455")).toBeTruthy();
  });

  it("sends the contract's fields, thanks with the points, closes, and forgets the draft", async () => {
    const contribute = vi.fn<Contribute>(async (taskId) => contributeAnswer(taskId, 15));
    const add = vi.spyOn(toastQueue, "add");
    const { services, onClose, onContributed } = await renderWizard({ contribute });
    walkToConfirm();
    expect(services.storage.getItem(contributionDraftKey(3))).not.toBeNull();
    fireEvent.click(continueButton());
    await waitFor(() => expect(onContributed).toHaveBeenCalledWith(contributeAnswer(3, 15)));
    expect(contribute).toHaveBeenCalledWith(3, {
      notes: description,
      hasContactInfo: false,
      phoneNumber: null,
      address: null,
      contactNotes: null,
      allowDirectContact: false,
      hasWebsite: false,
      websiteUrl: null,
      mediaUploadIds: [],
      pdfUploadId: null,
    }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ description: "+15 points. It is awaiting review.", tone: "success" }), expect.anything());
    expect(onClose).toHaveBeenCalled();
    expect(services.storage.getItem(contributionDraftKey(3))).toBeNull();
  });

  it("keeps everything on a failed send, says so, and sends again on retry", async () => {
    const contribute = vi
      .fn<Contribute>()
      .mockRejectedValueOnce(new ApiError(500, "Internal Server Error", { code: "INTERNAL", message: "Sèvè a gen yon pwoblèm" }))
      .mockResolvedValueOnce(contributeAnswer(3, 0));
    const { services, onContributed } = await renderWizard({ contribute });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText(/Sèvè a gen yon pwoblèm The contribution was not sent\. Everything you wrote is still here\./)).toBeTruthy();
    expect(services.storage.getItem(contributionDraftKey(3))).toContain("vwazen");
    expect(await services.outboxStore.all()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(onContributed).toHaveBeenCalled());
  });

  it("shows a refused field on its own step instead of queueing it", async () => {
    const refused = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Invalid", fields: { notes: "Deskripsyon an twò kout." } });
    const { services } = await renderWizard({ contribute: vi.fn<Contribute>().mockRejectedValue(refused) });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText("Deskripsyon an twò kout.")).toBeTruthy();
    expect(heading("Describe your contribution")).toBeTruthy();
    expect(await services.outboxStore.all()).toEqual([]);
  });

  it("keeps each refused field's words on its own step until that field changes", async () => {
    const refused = new ApiError(400, "Bad Request", {
      code: "VALIDATION",
      message: "Invalid",
      fields: { "mediaUploadIds.0": "Fichye sa a pa egziste ankò.", notes: "Deskripsyon an twò kout." },
    });
    await renderWizard({ contribute: vi.fn<Contribute>().mockRejectedValue(refused) });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText("Deskripsyon an twò kout.")).toBeTruthy();
    expect(heading("Describe your contribution")).toBeTruthy();
    fireEvent.click(continueButton());
    expect(heading("Photos, videos or documents")).toBeTruthy();
    expect(screen.getByText("Fichye sa a pa egziste ankò.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Deskripsyon an twò kout.")).toBeTruthy();
    type("Description", `${description} Anpil.`);
    expect(screen.queryByText("Deskripsyon an twò kout.")).toBeNull();
    fireEvent.click(continueButton());
    expect(screen.getByText("Fichye sa a pa egziste ankò.")).toBeTruthy();
  });

  it("is busy while the contribution is on its way, and a second press sends nothing", async () => {
    const contribute = vi.fn<Contribute>(() => new Promise<ContributeResponse>(() => undefined));
    await renderWizard({ contribute });
    walkToConfirm();
    fireEvent.click(continueButton());
    const form = document.querySelector("form")!;
    await waitFor(() => expect(form.getAttribute("aria-busy")).toBe("true"));
    fireEvent.submit(form);
    fireEvent.keyDown(screen.getByLabelText(/Share where I am/), { key: "Enter" });
    expect(contribute).toHaveBeenCalledTimes(1);
  });

  it("says the send failed, without promising it will go, when the device cannot keep it offline", async () => {
    const refusing = { ...memoryOutboxStore(), put: () => Promise.reject(new DOMException("Quota exceeded", "QuotaExceededError")) };
    await renderWizard({ outboxStore: refusing, isOnline: () => false });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText("The contribution was not sent. Everything you wrote is still here.")).toBeTruthy();
    expect(screen.queryByText(/will be sent when you are back online/)).toBeNull();
  });

  it("puts a refusal heard when the connection returns on its field and goes to its step", async () => {
    let online = false;
    const refused = new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Invalid", fields: { notes: "Deskripsyon an twò kout." } });
    const contribute = vi.fn<Contribute>().mockRejectedValue(refused);
    const { services, onContributed } = await renderWizard({ contribute, isOnline: () => online });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText(/will be sent when you are back online/)).toBeTruthy();
    online = true;
    services.events.dispatchEvent(new Event("online"));
    expect(await screen.findByText("Deskripsyon an twò kout.")).toBeTruthy();
    expect(heading("Describe your contribution")).toBeTruthy();
    expect(screen.queryByText(/will be sent when you are back online/)).toBeNull();
    expect(contribute).toHaveBeenCalledTimes(1);
    expect(await services.outboxStore.all()).toEqual([]);
    expect(onContributed).not.toHaveBeenCalled();
  });

  it("queues the contribution while offline and sends it when the connection returns", async () => {
    let online = false;
    const contribute = vi.fn<Contribute>(async (taskId) => contributeAnswer(taskId));
    const { services, onContributed, onClose } = await renderWizard({ contribute, isOnline: () => online });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText(/will be sent when you are back online/)).toBeTruthy();
    expect(contribute).not.toHaveBeenCalled();
    expect((await services.outboxStore.all()).map((entry) => entry.scope)).toEqual(["3"]);
    online = true;
    services.events.dispatchEvent(new Event("online"));
    await waitFor(() => expect(onContributed).toHaveBeenCalledWith(contributeAnswer(3)));
    expect(onClose).toHaveBeenCalled();
    expect(await services.outboxStore.all()).toEqual([]);
  });

  it("keeps a photo picked with no connection on the device, and it waits in the outbox with the contribution", async () => {
    const upload = vi.fn<UploadFile>(() => Promise.reject(new TypeError("Failed to fetch")));
    const { services } = await renderWizard({ upload, isOnline: () => false });
    type("Description", description);
    fireEvent.click(continueButton());
    pickFiles("Choose files", [new File(["jpeg"], "kanal.jpg", { type: "image/jpeg" })]);
    expect(await screen.findByText("Waiting for a connection: it will go with the contribution")).toBeTruthy();
    expect(isDisabled(continueButton())).toBe(false);
    for (let step = 1; step < 5; step += 1) fireEvent.click(continueButton());
    expect(heading("Check and send")).toBeTruthy();
    fireEvent.click(continueButton());
    expect(await screen.findByText(/will be sent when you are back online/)).toBeTruthy();
    const [entry] = await services.outboxStore.all();
    expect(entry?.files?.map((file) => [file.field, file.single, file.purpose, file.name])).toEqual([["mediaUploadIds", false, "contribution-media", "kanal.jpg"]]);
    expect(entry?.files?.[0]?.blob).toBeInstanceOf(Blob);
    expect(entry?.body).toMatchObject({ notes: description, mediaUploadIds: [] });
  });

  it("queues it too when the request finds no network", async () => {
    const { services } = await renderWizard({ contribute: vi.fn<Contribute>().mockRejectedValue(new TypeError("Failed to fetch")) });
    walkToConfirm();
    fireEvent.click(continueButton());
    expect(await screen.findByText(/will be sent when you are back online/)).toBeTruthy();
    await waitFor(async () => expect(await services.outboxStore.all()).toHaveLength(1));
  });

  it("restores the task's draft when the wizard opens again", async () => {
    const storage = memoryStorage();
    await renderWizard({ storage });
    type("Description", description);
    fireEvent.click(continueButton());
    cleanup();
    await renderWizard({ storage });
    expect(heading("Photos, videos or documents")).toBeTruthy();
    expect(screen.getByText("We restored what you had started writing.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toBe(description);
  });

  it("attaches the position only after the member agrees", async () => {
    const contribute = vi.fn<Contribute>(async (taskId) => contributeAnswer(taskId));
    await renderWizard({ contribute });
    walkToConfirm();
    fireEvent.click(screen.getByLabelText(/Share where I am/));
    expect(await screen.findByText("We found where you are.")).toBeTruthy();
    fireEvent.click(continueButton());
    await waitFor(() => expect(contribute).toHaveBeenCalled());
    expect(contribute.mock.calls[0]?.[1].userLocation).toEqual({ latitude: 18.5392, longitude: -72.335 });
  });

  it("says a task's position is required, offers no way to leave it out, and sends it once found", async () => {
    const contribute = vi.fn<Contribute>(async (taskId) => contributeAnswer(taskId));
    await renderWizard({ contribute }, true);
    walkToConfirm();
    expect(screen.getByText(/Position required\./)).toBeTruthy();
    expect(screen.queryByText(/optional/)).toBeNull();
    expect(screen.queryByLabelText(/Share where I am/)).toBeNull();
    expect(await screen.findByText("We found where you are.")).toBeTruthy();
    fireEvent.click(continueButton());
    await waitFor(() => expect(contribute).toHaveBeenCalled());
    expect(contribute.mock.calls[0]?.[1].userLocation).toEqual({ latitude: 18.5392, longitude: -72.335 });
  });

  it.each([
    [{ code: 1 }, "You did not allow access to your position."],
    [{ code: 2 }, "Your device cannot find your position right now."],
    [{ code: 3 }, "Finding your position took too long."],
    [new Error("Geolocation is not supported"), "This browser cannot give your position."],
  ])("will not send a task's contribution without its position, and says why (%j)", async (failure, message) => {
    const contribute = vi.fn<Contribute>(async (taskId) => contributeAnswer(taskId));
    let answer: () => Promise<{ latitude: number; longitude: number }> = () => Promise.reject(failure);
    await renderWizard({ contribute, locate: () => answer() }, true);
    walkToConfirm();
    const alert = await screen.findByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    expect(alert.textContent).toContain("The contribution cannot be sent without your position.");
    expect(isDisabled(continueButton())).toBe(true);
    fireEvent.click(continueButton());
    expect(contribute).not.toHaveBeenCalled();

    answer = () => Promise.resolve({ latitude: 18.5392, longitude: -72.335 });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("We found where you are.")).toBeTruthy();
    expect(isDisabled(continueButton())).toBe(false);
  });
});

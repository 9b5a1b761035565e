// @vitest-environment happy-dom
import type { CallRequest, CallRequestReceipt, ContactableContributor } from "@kominote/core/schemas/contributions";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error";
import { createQueryClient } from "../../../api/query-client";
import { renderInLanguage } from "../../../testing/render-in-language";
import { contactableContributors } from "../testing/doubles";
import { CallRequestDialog, type CallRequestServices } from "./call-request-dialog";

type RequestCall = (contributionId: number, request: CallRequest) => Promise<CallRequestReceipt>;

const receipt: CallRequestReceipt = { id: 5, createdAt: "2026-06-01T15:00:00.000Z" };

const renderDialog = async ({
  listContributors = async () => contactableContributors,
  requestCall = vi.fn<RequestCall>().mockResolvedValue(receipt),
}: Partial<CallRequestServices> = {}) => {
  const onClose = vi.fn();
  await renderInLanguage(
    <QueryClientProvider client={createQueryClient()}>
      <CallRequestDialog taskId={3} onClose={onClose} services={{ listContributors, requestCall }} />
    </QueryClientProvider>,
  );
  return { onClose, requestCall };
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send the request" }));

afterEach(cleanup);

describe("CallRequestDialog", () => {
  it("lists the contributors who agreed to be called, with the day they contributed", async () => {
    await renderDialog();
    expect(await screen.findByRole("radio", { name: /Jean Baptiste/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Nadège Pierre.*Contributed May 28, 2026/ })).toBeTruthy();
    expect(screen.getByLabelText("Your phone number").getAttribute("placeholder")).toBe("+509");
  });

  it("asks for a name and a phone after trimming, tied to the field, without sending", async () => {
    const { requestCall } = await renderDialog();
    fireEvent.click(await screen.findByRole("radio", { name: /Jean Baptiste/ }));
    type("Your name", "   ");
    send();
    const message = screen.getByText("Please fill in your name and phone number");
    expect(screen.getByLabelText("Your name").getAttribute("aria-describedby")).toContain(message.id);
    expect(requestCall).not.toHaveBeenCalled();
  });

  it("wants a contributor chosen first", async () => {
    const { requestCall } = await renderDialog();
    await screen.findByRole("radio", { name: /Jean Baptiste/ });
    type("Your name", "Marie Joseph");
    type("Your phone number", "+509 3712 3456");
    send();
    expect(screen.getByText("Choose a contributor first.")).toBeTruthy();
    expect(requestCall).not.toHaveBeenCalled();
  });

  it("sends the request for the chosen contribution and says it went", async () => {
    const { requestCall } = await renderDialog();
    fireEvent.click(await screen.findByRole("radio", { name: /Nadège Pierre/ }));
    type("Your name", " Marie Joseph ");
    type("Your phone number", "+509 3712 3456");
    type("Message (optional)", "Rele m aprèmidi");
    send();
    expect(await screen.findByText("Request sent! Nadège Pierre will receive it and call you.")).toBeTruthy();
    expect(requestCall).toHaveBeenCalledWith(32, { callerName: "Marie Joseph", callerPhone: "+50937123456", message: "Rele m aprèmidi" });
  });

  it("keeps the form and says the request failed", async () => {
    await renderDialog({ requestCall: vi.fn<RequestCall>().mockRejectedValue(new ApiError(500, "Internal Server Error", undefined)) });
    fireEvent.click(await screen.findByRole("radio", { name: /Jean Baptiste/ }));
    type("Your name", "Marie Joseph");
    type("Your phone number", "+50937123456");
    send();
    expect(await screen.findByText("The call request failed")).toBeTruthy();
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("Marie Joseph");
  });

  it("says when nobody can be called, and offers a retry when the list fails", async () => {
    await renderDialog({ listContributors: async (): Promise<ContactableContributor[]> => [] });
    expect(await screen.findByText("No contributor has agreed to be called yet.")).toBeTruthy();
    cleanup();
    const listContributors = vi.fn<CallRequestServices["listContributors"]>().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue(contactableContributors);
    await renderDialog({ listContributors });
    expect(await screen.findByText("We could not load the contributors.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: /Jean Baptiste/ })).toBeTruthy());
  });
});

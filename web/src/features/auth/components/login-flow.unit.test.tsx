// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { authApi } from "../testing/api-handlers";
import { createLoginDraftStore, emptyDraft, type LoginDraft } from "../lib/login-draft";
import { LoginFlow } from "./login-flow";
import { toastQueue } from "../../../ui/toast-queue";
import authEn from "@kominote/core/i18n/messages/auth/en";
import { testMember } from "../../../testing/member";

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers });
// Answers outside the contract (an HTML error page, a body without `message`) are written here, not in the area's mocks.
const text = (status: number, body: string): Response => new HttpResponse(body, { status, headers: { "Content-Type": "text/html" } });

const member = testMember;

const { server, calls, requests } = mockApiInEachTest();
/** Every call to `path` answers `answer()`. */
const answerEvery = (path: string, answer: () => Response | Promise<Response>) => server.use(http.post(`*${path}`, answer));
const sentBody = async (index: number): Promise<unknown> => requests[index]!.clone().json();

const renderFlow = (draft: Partial<LoginDraft> = {}, leave = vi.fn()) => {
  const store = createLoginDraftStore({ ...emptyDraft, ...draft });
  render(
    <Providers language="en">
      <LoginFlow store={store} leave={leave} />
    </Providers>,
  );
  return { store, leave };
};

const sendCode = async (): Promise<void> => {
  fireEvent.click(await screen.findByRole("button", { name: "Send the code" }, { timeout: 5000 }));
};
const verifyCode = async (): Promise<void> => {
  fireEvent.click(await screen.findByRole("button", { name: "Sign in" }, { timeout: 5000 }));
};
const alertText = async (expected: string): Promise<void> => {
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(expected));
};

describe("LoginFlow, the contact step", () => {
  it("asks for the contact before calling the server", async () => {
    renderFlow();
    await sendCode();
    await alertText("Please enter your email");
    expect(calls).toEqual([]);
  });

  it("checks the e-mail and phone patterns", async () => {
    renderFlow({ email: "marie@" });
    await sendCode();
    await alertText("This email is not valid");
    fireEvent.click(screen.getByRole("radio", { name: "Phone (SMS)" }));
    fireEvent.change(screen.getByLabelText("Your phone number"), { target: { value: "0123" } });
    await sendCode();
    await alertText("This phone number is not valid");
    expect(calls).toEqual([]);
  });

  it("moves to the code step once the code is sent, holding resend for the server's wait", async () => {
    server.use(...authApi.sendEmailCode.answers.success);
    const { store } = renderFlow({ email: "marie@example.ht" });
    await sendCode();
    await screen.findByLabelText("Confirmation code");
    expect(store.get().step).toBe("code");
    expect(screen.getByRole("button", { name: /^Resend in (59|60) s$/ }).hasAttribute("disabled")).toBe(true);
    expect(calls).toEqual(["POST /api/send-email-verification"]);
    expect(await sentBody(0)).toEqual({ email: "marie@example.ht" });
  });

  it.each([
    ["the server's message", () => json(429, { code: "REQUEST.RATE_LIMITED", message: "Wait a minute" }), "Wait a minute"],
    ["the send fallback", () => json(500, {}), "Failed to send verification code"],
    ["the status of a non-JSON answer", () => text(502, "<html>Bad gateway</html>"), "Server error (502)"],
  ])("shows %s when sending fails", async (_case, answer, expected) => {
    answerEvery("/api/send-email-verification", answer);
    renderFlow({ email: "marie@example.ht" });
    await sendCode();
    await alertText(expected);
    expect(screen.getByLabelText("Your e-mail address").getAttribute("aria-invalid")).toBe("true");
  });

  it("says the code cannot be sent when the network fails", async () => {
    server.use(...authApi.sendEmailCode.answers.networkFailure);
    renderFlow({ email: "marie@example.ht" });
    await sendCode();
    await alertText("Cannot send the code");
  });

  it("asks again by itself once the connection returns", async () => {
    server.use(...authApi.sendPhoneCode.answers.success);
    server.use(http.post("*/api/send-phone-verification", () => HttpResponse.error(), { once: true }));
    const { store } = renderFlow({ phone: "3720 1234", method: "phone" });
    await sendCode();
    await alertText("Cannot send the code");
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(store.get().step).toBe("code"));
    expect(calls).toEqual(["POST /api/send-phone-verification", "POST /api/send-phone-verification"]);
    expect(await sentBody(1)).toEqual({ phoneNumber: "3720 1234" });
  });

  it("puts the server's words about the contact under it", async () => {
    answerEvery("/api/send-email-verification", () =>
      json(400, { code: "REQUEST.INVALID", message: "Some fields are not valid", fields: { email: "This address cannot receive mail" } }),
    );
    renderFlow({ email: "marie@example.ht" });
    await sendCode();
    await alertText("This address cannot receive mail");
    expect(screen.getByLabelText("Your e-mail address").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Your e-mail address"), { target: { value: "marie@example.org" } });
    await alertText("");
  });

  it("is busy while the code is asked for, and a second press asks nothing", async () => {
    answerEvery("/api/send-email-verification", () => new Promise<Response>(() => undefined));
    renderFlow({ email: "marie@example.ht" });
    await sendCode();
    const form = screen.getByRole("button", { name: /Send/ }).closest("form")!;
    await waitFor(() => expect(form.getAttribute("aria-busy")).toBe("true"));
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(calls).toEqual(["POST /api/send-email-verification"]);
  });

  it("holds the resend link for the wait a refused resend names (Retry-After)", async () => {
    answerEvery("/api/send-email-verification", () => json(429, { code: "REQUEST.RATE_LIMITED", message: "Too many codes" }, { "Retry-After": "120" }));
    renderFlow({ email: "marie@example.ht", step: "code", resendAt: 0 });
    fireEvent.click(await screen.findByRole("button", { name: "Resend the code" }, { timeout: 5000 }));
    await alertText("Too many codes");
    expect(screen.getByRole("button", { name: /^Resend in (119|120) s$/ }).hasAttribute("disabled")).toBe(true);
  });
});

describe("LoginFlow, the code step", () => {
  const onCodeStep = { email: "marie@example.ht", step: "code" as const };

  it("asks for the code before calling the server", async () => {
    renderFlow(onCodeStep);
    await verifyCode();
    await alertText("Please enter the confirmation code");
    expect(calls).toEqual([]);
  });

  it.each([
    ["the server's message", () => json(400, { code: "AUTH.CODE_INVALID", message: "Wrong code, 4 tries left" }), "Wrong code, 4 tries left"],
    ["the verify fallback", () => json(400, {}), "Invalid verification code"],
    ["the status of a non-JSON error", () => text(500, "oops"), "Server error (500)"],
    ["that a success was not JSON", () => text(200, "<html></html>"), "Server returned non-JSON response"],
  ])("shows %s when the code is refused", async (_case, answer, expected) => {
    answerEvery("/api/verify-email-login", answer);
    renderFlow({ ...onCodeStep, code: "123456" });
    await verifyCode();
    await alertText(expected);
  });

  it("puts the server's words about the code under it, until the code changes", async () => {
    answerEvery("/api/verify-email-login", () => json(400, { code: "REQUEST.INVALID", message: "Some fields are not valid", fields: { code: "Six digits" } }));
    renderFlow({ ...onCodeStep, code: "123456" });
    await verifyCode();
    await alertText("Six digits");
    fireEvent.change(screen.getByLabelText("Confirmation code"), { target: { value: "65432" } });
    await alertText("");
  });

  it("says the code is not correct when the network fails", async () => {
    server.use(...authApi.verifyEmailLogin.answers.networkFailure);
    renderFlow({ ...onCodeStep, code: "123456" });
    await verifyCode();
    await alertText("The code is not correct");
  });

  it("signs in, forgets the code and leaves the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answerEvery("/api/verify-email-login", () => json(200, member));
      const { store, leave } = renderFlow({ ...onCodeStep, code: "123456" });
      await verifyCode();
      await waitFor(() => expect(store.get().step).toBe("contact"));
      expect(store.get().code).toBe("");
      expect(store.get().email).toBe("marie@example.ht");
      // The member is told before the page leaves.
      expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(authEn["auth.login.success.title"]);
      expect(leave).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(leave).toHaveBeenCalledOnce();
      expect(calls).toEqual(["POST /api/verify-email-login"]);
      expect(await sentBody(0)).toEqual({ email: "marie@example.ht", code: "123456" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes back to the contact, which is kept", async () => {
    renderFlow(onCodeStep);
    fireEvent.click(await screen.findByRole("button", { name: "Use another contact" }, { timeout: 5000 }));
    expect((screen.getByLabelText("Your e-mail address") as HTMLInputElement).value).toBe("marie@example.ht");
  });
});

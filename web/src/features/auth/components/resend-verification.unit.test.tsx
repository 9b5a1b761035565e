// @vitest-environment happy-dom
import authHt from "@kominote/core/i18n/messages/auth/ht";
import errors from "@kominote/core/i18n/messages/errors/ht";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { asVisitor, authApi } from "../testing/api-handlers";
import { EmailVerificationRecovery } from "./email-verification-recovery";
import { ResendVerification } from "./resend-verification";
import { ResendVerificationView } from "./resend-verification-view";
import { toastQueue } from "../../../ui/toast-queue";

const { server, calls } = mockApiInEachTest(...successHandlers(authApi));
const sent = "Nou voye yon nouvo lyen nan imèl ou.";

const resendButton = () => screen.findByRole("button", { name: authHt["auth.emailVerification.resend"] }, { timeout: 5000 });
const statusText = async (expected: string) => {
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe(expected));
};

describe("ResendVerificationView", () => {
  it("asks with a button, and says what came of it", async () => {
    const onResend = vi.fn();
    const { rerender } = render(
      <Providers>
        <ResendVerificationView state={{ status: "idle" }} onResend={onResend} />
      </Providers>,
    );
    fireEvent.click(await resendButton());
    expect(onResend).toHaveBeenCalledOnce();
    rerender(
      <Providers>
        <ResendVerificationView state={{ status: "alreadyVerified", message: "Imèl ou te deja verifye." }} onResend={onResend} />
      </Providers>,
    );
    await statusText("Imèl ou te deja verifye.");
    // Nothing left to ask for.
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ResendVerification", () => {
  it("posts the request and shows the server's answer", async () => {
    const onAnswer = vi.fn();
    render(
      <Providers>
        <ResendVerification onAnswer={onAnswer} />
      </Providers>,
    );
    fireEvent.click(await resendButton());
    await statusText(sent);
    expect(calls).toEqual(["POST /api/resend-email-verification"]);
    expect(onAnswer).toHaveBeenCalledWith({ sent: true, alreadyVerified: false, message: sent });
  });

  it("shows the server's refusal (too soon) and lets the member try again later", async () => {
    server.use(...authApi.resendEmailVerification.answers.rateLimited);
    render(
      <Providers>
        <ResendVerification />
      </Providers>,
    );
    fireEvent.click(await resendButton());
    await statusText(errors["errors.request.rateLimited"]);
    expect((await resendButton()).hasAttribute("disabled")).toBe(false);
  });
});

describe("ResendVerification when the session ended", () => {
  it("shows the logged-out toast and goes to sign in again, as every screen does on a 401", async () => {
    server.use(...asVisitor, ...authApi.resendEmailVerification.answers.unauthorized);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    render(
      <Providers>
        <ResendVerification />
      </Providers>,
    );
    fireEvent.click(await resendButton());
    await waitFor(() => expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(authHt["auth.unauthorized.title"]));
    await waitFor(() => expect(assign.mock.calls[0]?.[0]).toMatch(/^\/api\/login\?returnTo=/));
    assign.mockRestore();
  });
});

describe("EmailVerificationRecovery", () => {
  it("offers a new link to a signed-in member", async () => {
    render(
      <Providers>
        <EmailVerificationRecovery />
      </Providers>,
    );
    expect(await resendButton()).toBeTruthy();
  });

  it("asks a visitor to sign in first", async () => {
    server.use(...asVisitor);
    const opened = vi.fn();
    window.addEventListener("openLoginModal", opened);
    render(
      <Providers>
        <EmailVerificationRecovery />
      </Providers>,
    );
    expect(await screen.findByText(authHt["auth.emailVerification.signInToResend"], undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: authHt["auth.emailVerification.resend"] })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: authHt["auth.emailVerification.signIn"] }));
    expect(opened).toHaveBeenCalledOnce();
    window.removeEventListener("openLoginModal", opened);
  });
});

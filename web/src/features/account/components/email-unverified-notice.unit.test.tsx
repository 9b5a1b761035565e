// @vitest-environment happy-dom
import authEn from "@kominote/core/i18n/messages/auth/en";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { marie } from "../testing/members";
import { EmailUnverifiedNotice } from "./email-unverified-notice";

afterEach(cleanup);

const renderNotice = (user: typeof marie) =>
  render(
    <Providers language="en">
      <p>rendered</p>
      <EmailUnverifiedNotice user={user} />
    </Providers>,
  );

describe("EmailUnverifiedNotice", () => {
  it("tells a member with an unconfirmed address, naming it, and offers a new link", async () => {
    renderNotice({ ...marie, emailVerified: false });
    expect(await screen.findByRole("heading", { name: authEn["auth.emailVerification.notice.title"] }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(authEn["auth.emailVerification.notice.text"].replace("{email}", "marie@example.ht"))).toBeTruthy();
    expect(screen.getByRole("button", { name: authEn["auth.emailVerification.resend"] })).toBeTruthy();
  });

  it("shows nothing once confirmed, without an address, or when the server does not say", async () => {
    for (const user of [{ ...marie, emailVerified: true }, { ...marie, email: null, emailVerified: false }, marie]) {
      const { container, unmount } = renderNotice(user);
      // The sentinel beside it is on screen: the notice had its chance to render.
      await screen.findByText("rendered", undefined, { timeout: 5000 });
      expect(container.textContent).toBe("rendered");
      unmount();
    }
  });
});

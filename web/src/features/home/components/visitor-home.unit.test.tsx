// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLoginModalEvent } from "../../../layout/login-dialog-state";
import { openRegistrationEvent } from "../../../layout/registration-dialog-state";
import { renderInLanguage } from "../../../testing/render-in-language";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { VisitorHome, VisitorServices } from "./visitor-home";

let loginRequests = 0;
let registrationRequests = 0;
const countLoginRequest = (): void => {
  loginRequests += 1;
};
const countRegistrationRequest = (): void => {
  registrationRequests += 1;
};

beforeEach(() => {
  loginRequests = 0;
  registrationRequests = 0;
  window.addEventListener(openLoginModalEvent, countLoginRequest);
  window.addEventListener(openRegistrationEvent, countRegistrationRequest);
});
afterEach(() => {
  window.removeEventListener(openLoginModalEvent, countLoginRequest);
  window.removeEventListener(openRegistrationEvent, countRegistrationRequest);
  cleanup();
});

const renderVisitorHome = () =>
  renderInLanguage(
    <VisitorHome>
      <VisitorServices services={[...servicesWithImages, ...servicesWithoutImages]} />
    </VisitorHome>,
  );

describe("VisitorHome", () => {
  it("has one h1, then the services and the closing invitation as h2 sections", async () => {
    await renderVisitorHome();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Let's build a Haiti that works for everyone",
    ]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Public services",
      "Ready to lend a hand?",
    ]);
  });

  it("opens the registration wizard when a visitor clicks a service card", async () => {
    await renderVisitorHome();
    const health = screen.getByRole("article", { name: "Sante" });
    fireEvent.click(within(health).getByRole("button", { name: "Sante" }));
    expect(registrationRequests).toBe(1);
    expect(loginRequests).toBe(0);
  });

  it("opens the registration wizard from start and create-account, the sign-in dialog from both sign-in buttons", async () => {
    await renderVisitorHome();
    fireEvent.click(screen.getByRole("button", { name: "Start now" }));
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    expect(registrationRequests).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: /^\+2 public services/ }));
    const signInButtons = screen.getAllByRole("button", { name: "Sign in" });
    expect(signInButtons).toHaveLength(2);
    for (const button of signInButtons) fireEvent.click(button);
    expect(loginRequests).toBe(2);
    expect(registrationRequests).toBe(2);
  });
});

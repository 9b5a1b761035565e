// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { openRegistrationEvent } from "../../../layout/registration-dialog-state";
import { testMember } from "../../../testing/member";
import { currentUserQueryKey } from "../../auth/queries";
import { renderWithData } from "../../../testing/render-with-data";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { HomePage } from "./home-screens";

afterEach(cleanup);

const renderHome = (member: typeof testMember | null) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, [...servicesWithImages, ...servicesWithoutImages]);
  queryClient.setQueryData(currentUserQueryKey, member);
  return renderWithData(<HomePage />, { queryClient });
};

describe("HomePage", () => {
  it("greets a member by full name, saying the tasks are matched to their skills, without the visitor's invitations", async () => {
    await renderHome(testMember);
    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Marie Joseph!" })).toBeTruthy();
    expect(screen.getByText(/matched to your skills/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create an account" })).toBeNull();
  });

  it("takes a member from a service card to the service's page", async () => {
    const registration = vi.fn();
    window.addEventListener(openRegistrationEvent, registration);
    try {
      const { router } = await renderHome(testMember);
      fireEvent.click(await screen.findByRole("button", { name: "Sante" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/services/sante"));
      expect(registration).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(openRegistrationEvent, registration);
    }
  });

  it("shows a member the services without a picture as smaller cards once expanded, which open their page too", async () => {
    const { router } = await renderHome(testMember);
    fireEvent.click(await screen.findByRole("button", { name: "+2 more public services" }));
    const transport = screen.getByRole("article", { name: "Transpò" });
    expect(transport.querySelector("img")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Transpò" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/services/transpo"));
  });

  it("shows a visitor the welcome, and a card opens the registration instead", async () => {
    const registration = vi.fn();
    window.addEventListener(openRegistrationEvent, registration);
    try {
      const { router } = await renderHome(null);
      expect(await screen.findByRole("button", { name: "Start now" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Sante" }));
      expect(registration).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe("/");
    } finally {
      window.removeEventListener(openRegistrationEvent, registration);
    }
  });
});

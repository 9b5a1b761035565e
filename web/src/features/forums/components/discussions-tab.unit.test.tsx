// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { currentUserQueryKey } from "../../auth/queries";
import { servicesWithImages } from "../../../testing/services";
import { communityPanels } from "../../../layout/community-panels";
import { ServiceView } from "../../services/components/service-view";
import { renderWithData } from "../../../testing/render-with-data";

const [health] = servicesWithImages;
if (health === undefined) throw new Error("The test needs a service");

beforeEach(() => {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ code: "NOT_FOUND", message: "" }), { status: 404 }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the service page's discussions tab", () => {
  it("comes second, and loads the discussions only when chosen", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, null);
    await renderWithData(<ServiceView service={health} tasks={<p>tasks</p>} panels={communityPanels} />, { queryClient });
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent).slice(0, 2)).toEqual(["Tasks", "Discussions"]);
    expect(screen.queryByText("Sign in to take part in the discussions")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Discussions" }));
    // The panel's code and the whole catalog arrive first (lazyWithMessages).
    expect(await screen.findByRole("heading", { name: "Sign in to take part in the discussions" }, { timeout: 5000 })).toBeTruthy();
  });
});

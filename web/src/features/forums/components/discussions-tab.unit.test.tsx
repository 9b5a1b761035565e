// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { currentUserQueryKey } from "../../auth/queries";
import { servicesWithImages } from "../../../testing/services";
import { communityPanels } from "../../../layout/community-panels";
import { ServiceView } from "../../services/components/service-view";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { forumsApi } from "../testing/api-handlers";

const [health] = servicesWithImages;
if (health === undefined) throw new Error("The test needs a service");

mockApiInEachTest(...successHandlers(forumsApi));

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

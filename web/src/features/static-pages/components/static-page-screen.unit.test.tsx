// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { loadStaticPage } from "../content/load-static-page";
import { StaticPageScreen } from "./static-page-screen";

afterEach(cleanup);

describe("StaticPageScreen", () => {
  it("shows the page in the interface language and names the browser tab after it", async () => {
    document.title = "Kominote";
    const privacy = await loadStaticPage("privacy-policy", "fr");
    const { unmount } = render(
      <Providers language="fr">
        <StaticPageScreen page="privacy-policy" />
      </Providers>,
    );

    // The page's texts arrive with a lazily loaded catalog: give a busy machine time for it.
    expect(await screen.findByRole("heading", { level: 1, name: privacy.title }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(privacy.sections.length);
    // The title follows the page in an effect, which a busy machine may run a moment after the paint.
    await waitFor(() => expect(document.title).toBe(`${privacy.title} | Kominote`));

    unmount();
    expect(document.title).toBe("Kominote");
  });
});

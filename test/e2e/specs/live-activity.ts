import live from "@kominote/core/i18n/messages/live/ht";
import type { Page } from "playwright-core";
import { assertAccessible, type Spec, visible } from "../harness";
import { quietService, registeredMember } from "./community-support";
import { pageOf } from "./services-support";

/** The bar, found by its heading. */
const activityBar = (page: Page) => page.getByRole("region", { name: live["live.activity.title"], exact: true });

export const liveActivitySpecs = (): readonly Spec[] => [
  {
    name: "live activity: a visitor's bar shows, without a name, an idea a member shares in another browser within 2 s; it collapses and stays accessible",
    run: async ({ origin, newPage }) => {
      const visitor = await newPage({ viewport: { width: 360, height: 740 } });
      await visitor.goto(`${origin}/about`);
      const bar = await visible(activityBar(visitor), "the live activity bar");

      const marie = await registeredMember(origin, "liveide", "37250001");
      const service = await quietService(origin, marie);
      const member = await pageOf(newPage, origin, marie);
      await member.goto(`${origin}/about`);
      // From the member's own browser, as the ideas screen sends it.
      const status = await member.evaluate(async (serviceId) => {
        const response = await fetch("/api/ideas", {
          method: "POST",
          headers: { "content-type": "application/json", "x-requested-with": "fetch" },
          body: JSON.stringify({ content: "Yon jaden kominotè dèyè lekòl la", serviceId }),
        });
        return response.status;
      }, service.id);
      if (status !== 201) throw new Error(`creating the idea answered ${status}`);
      const shared = live["live.activity.action.idea"].replace("{name}", live["live.activity.someone"]);
      const inService = live["live.activity.inService"].replace("{service}", service.name);
      await bar.getByRole("listitem").filter({ hasText: shared }).filter({ hasText: inService }).first().waitFor({ state: "visible", timeout: 2_000 });
      // A visitor never receives the member's name.
      if ((await bar.textContent())?.includes("Liveide") === true) throw new Error("the visitor's bar named the member");
      await assertAccessible(visitor, "the live activity bar");

      const collapse = bar.getByRole("button", { name: live["live.activity.collapse"], exact: true });
      await collapse.focus();
      await visitor.keyboard.press("Enter");
      await visible(bar.getByRole("button", { name: live["live.activity.expand"], exact: true }), "the expand button");
      if (await bar.getByRole("listitem").first().isVisible()) throw new Error("the collapsed bar still lists the actions");
    },
  },
];

// @vitest-environment happy-dom
import { languages, type Language } from "@kominote/core/i18n/languages";
import { formatMessage, loadMessages, type AnyCatalog } from "@kominote/core/i18n/messages";
import { levels } from "@kominote/core/rules/levels";
import type { UserStats } from "@kominote/core/schemas/points";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../../i18n/language-provider";
import { formatCount } from "../../../lib/plural-form";
import { LevelLegend } from "../../leaderboard/components/level-legend";
import { loadStaticPage } from "../../static-pages/content/load-static-page";
import { DrawerPointsView } from "./drawer-points";
import { PointsBarView } from "./points-bar-view";

afterEach(cleanup);

const show = (language: Language, catalog: AnyCatalog, ui: ReactElement) =>
  render(
    <LanguageProvider initialLanguage={language} initialMessages={catalog}>
      {ui}
    </LanguageProvider>,
  );

const statsAt = (totalPoints: number): UserStats => ({ totalPoints, weeklyPoints: 0, rank: 1, totalContributions: 0 });

/**
 * Every place that names a level names it as the core's levels table does (DECISIONS 11), in every
 * language: the header's points bar, the drawer (its level and the next one), the leaderboard's level
 * legend, and the about page. (The points toast names the action, never a level.)
 */
describe.each(languages)("level names in %s", (language) => {
  it("are the table's in the points bar, the drawer and the level legend", async () => {
    const catalog = await loadMessages(language);
    const nameOf = (index: number): string => catalog[levels[index]?.nameKey ?? "points.levels.starter.name"];
    for (const [index, level] of levels.entries()) {
      const name = nameOf(index);
      const bar = show(language, catalog, <PointsBarView stats={statsAt(level.minPoints)} details={null} />);
      expect(screen.getByRole("button", { name: formatMessage(catalog, "points.bar.summary", { level: name, count: level.minPoints }) })).toBeTruthy();
      bar.unmount();

      const drawer = show(language, catalog, <DrawerPointsView stats={statsAt(level.minPoints)} />);
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(`${catalog["points.level.label"]}: ${name}`);
      const next = levels[index + 1];
      const note =
        next === undefined
          ? catalog["points.levels.topReached"]
          : formatMessage(catalog, "points.bar.toNext", { count: next.minPoints - level.minPoints, level: nameOf(index + 1) });
      expect(screen.getByText(note)).toBeTruthy();
      drawer.unmount();
    }

    show(language, catalog, <LevelLegend />);
    const legend = screen.getByRole("region", { name: catalog["leaderboard.levels.title"] });
    const items = within(legend).getAllByRole("listitem");
    // Each entry reads: name, the points it starts at, what it means; nothing else names a level.
    expect(items.map((item) => item.textContent)).toEqual(
      levels.map(
        (level, index) =>
          nameOf(index) +
          formatMessage(catalog, "leaderboard.levels.from", { count: formatCount(language, level.minPoints) }) +
          catalog[level.descriptionKey],
      ),
    );
  });

  it("are the table's on the about page", async () => {
    const catalog = await loadMessages(language);
    const about = await loadStaticPage("about", language);
    const text = about.sections.flatMap((section) => section.paragraphs).join(" ");
    const first = levels[0];
    const last = levels.at(-1);
    expect(first !== undefined && last !== undefined).toBe(true);
    expect(text).toContain(catalog[first?.nameKey ?? "points.levels.starter.name"]);
    expect(text).toContain(catalog[last?.nameKey ?? "points.levels.topContributor.name"]);
  });
});

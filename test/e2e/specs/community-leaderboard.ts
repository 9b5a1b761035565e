import leaderboard from "@kominote/core/i18n/messages/leaderboard/ht";
import shell from "@kominote/core/i18n/messages/shell/ht";
import type { Leaderboard, LeaderboardCategory, UserStats } from "@kominote/core/schemas/points";
import type { Locator, Page, Response } from "playwright-core";
import { assertAccessible, type Spec, visible } from "../harness";
import { registeredMember } from "./community-support";
import { callApi, contributeThroughApi, pageOf, serviceTasks, type ServiceSummary, type SignedIn } from "./services-support";

const isEventStream = (response: Response): boolean => (response.headers()["content-type"] ?? "").startsWith("text/event-stream");

const categoryName = (category: LeaderboardCategory): string => leaderboard[`leaderboard.category.${category}`];

/** The ranking of one category, as its list is named. */
const rankingOf = (page: Page, category: LeaderboardCategory): Locator =>
  page.getByRole("list", { name: leaderboard["leaderboard.list.label"].replace("{category}", categoryName(category)) });

/** The names a category lists; fails when the board lists nobody there or withholds a name from a member. */
const namesIn = (board: Leaderboard, category: LeaderboardCategory): string[] => {
  const names = board[category].map((entry) => entry.fullName);
  if (names.length === 0) throw new Error(`the ${category} ranking lists nobody`);
  if (names.some((name) => name === null)) throw new Error(`a member was given a ${category} ranking without names`);
  return names as string[];
};

const expectNames = async (list: Locator, names: readonly string[], label: string): Promise<void> => {
  for (const name of names.slice(0, 3)) await visible(list.getByText(name, { exact: true }), `"${name}" in ${label}`);
};

/** The member contributes to the first task of the first public service, through the API. */
const contributeToFirstTask = async (origin: string, who: SignedIn, notes: string): Promise<void> => {
  const [main] = await callApi<ServiceSummary[]>(origin, who, "GET", "/api/public-services");
  if (main === undefined) throw new Error("no public service");
  const [task] = await serviceTasks(origin, main);
  if (task === undefined) throw new Error(`${main.name} has no task`);
  await contributeThroughApi(origin, who, task, { notes });
};

/** How long the server's timer may take to rebuild a board that was asked for (once a minute, checked every 5 s). */
const rebuildWaitMs = 75_000;

/**
 * The board once it lists someone for tasks and this week. The first request of a run builds it;
 * when an earlier page built it before anyone was counted (a preload of /leaderboard from the
 * menu), the server's timer rebuilds it within a minute of being asked again.
 */
const boardListingTasks = async (origin: string, who: SignedIn): Promise<Leaderboard> => {
  const deadline = Date.now() + rebuildWaitMs;
  for (;;) {
    const board = await callApi<Leaderboard>(origin, who, "GET", "/api/leaderboard");
    if ((board.tasks.length > 0 && board.weekly.length > 0) || Date.now() > deadline) return board;
    await new Promise((wait) => setTimeout(wait, 2_000));
  }
};

export const communityLeaderboardSpecs = (): readonly Spec[] => [
  {
    name: "community: the leaderboard names members to a member, in tabs and in the phone's dropdown, and to a visitor nowhere, not even in network responses",
    run: async ({ origin, newPage }) => {
      const eve = await registeredMember(origin, "evklasman", "37150021");
      await contributeToFirstTask(origin, eve, "Nou pentire pasaj pyeton yo devan lekòl la ak paran yo.");
      const board = await boardListingTasks(origin, eve);
      const taskNames = namesIn(board, "tasks");
      const weeklyNames = namesIn(board, "weekly");

      // A member on a wide screen: the eight categories as tabs, the names in each.
      const member = await pageOf(newPage, origin, eve);
      await member.goto("/leaderboard");
      await visible(member.getByRole("heading", { name: leaderboard["leaderboard.title"], level: 1 }), "the leaderboard's title");
      const tabs = await visible(member.getByRole("tablist", { name: leaderboard["leaderboard.categories.label"] }), "the category tabs");
      if ((await tabs.getByRole("tab").count()) !== 8) throw new Error("the leaderboard does not offer eight categories");
      await expectNames(await visible(rankingOf(member, "tasks"), "the tasks ranking"), taskNames, "the tasks ranking");
      await visible(member.getByRole("heading", { name: leaderboard["leaderboard.levels.title"] }), "the level legend");
      await assertAccessible(member, "/leaderboard for a member (tasks)");
      await tabs.getByRole("tab", { name: categoryName("weekly"), exact: true }).click();
      await expectNames(await visible(rankingOf(member, "weekly"), "this week's ranking"), weeklyNames, "this week's ranking");
      await assertAccessible(member, "/leaderboard for a member (this week)");

      // A member on a phone: the same choice in a dropdown.
      const phone = await pageOf(() => newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }), origin, eve);
      await phone.goto("/leaderboard");
      const dropdown = await visible(phone.getByRole("combobox", { name: leaderboard["leaderboard.categories.label"] }), "the category dropdown");
      if (await phone.getByRole("tablist", { name: leaderboard["leaderboard.categories.label"] }).isVisible()) throw new Error("the tabs show on a phone");
      await dropdown.selectOption("weekly");
      await expectNames(await visible(rankingOf(phone, "weekly"), "this week's ranking on a phone"), weeklyNames, "this week's ranking on a phone");
      await assertAccessible(phone, "/leaderboard for a member on a phone");

      // A visitor: the ranks without names, on screen and in every answer the page received.
      const visitor = await newPage();
      const bodies: Promise<string>[] = [];
      visitor.on("response", (response: Response) => {
        // The event stream never ends, so its body is never whole; it carries no board to a visitor.
        if (new URL(response.url()).pathname.startsWith("/api/") && !isEventStream(response)) bodies.push(response.text().catch(() => ""));
      });
      const boardAnswer = visitor.waitForResponse((response) => new URL(response.url()).pathname === "/api/leaderboard");
      await visitor.goto("/leaderboard");
      const visitorBoard = (await (await boardAnswer).json()) as Leaderboard;
      if (Object.values(visitorBoard).some((entries) => entries.some((entry) => entry.fullName !== null || entry.username !== null || entry.profilePhoto !== null))) {
        throw new Error("the visitor's leaderboard answer carries names or photos");
      }
      const ranking = await visible(rankingOf(visitor, "tasks"), "the tasks ranking for a visitor");
      await visible(ranking.getByRole("link", { name: leaderboard["leaderboard.visitor.entry"].replace("{rank}", "1") }), "the first place leading to registration");
      await visible(visitor.getByRole("complementary", { name: leaderboard["leaderboard.visitor.prompt"] }), "the visitors' prompt");
      await assertAccessible(visitor, "/leaderboard for a visitor");
      await visitor.getByRole("tab", { name: categoryName("weekly"), exact: true }).click();
      await visible(visitor.getByRole("dialog", { name: shell["shell.login.title"] }), "the sign-in dialog for another category");
      const received = await Promise.all(bodies);
      if (!received.some((body) => body.includes('"weeklyActivity"'))) throw new Error("the visitor's answers were not read: the board's is missing");
      for (const name of new Set([...taskNames, ...weeklyNames])) {
        if (received.some((body) => body.includes(name))) throw new Error(`"${name}" reached the visitor's browser`);
        if ((await visitor.getByText(name).count()) > 0) throw new Error(`"${name}" is shown to the visitor`);
      }
    },
  },
  {
    name: "community: a member who just contributed finds their own row on the leaderboard at once, at the points bar's place",
    run: async ({ origin, newPage }) => {
      const fay = await registeredMember(origin, "fayklasman", "37150022");
      // The board of the week is built and kept before Fay does anything: the next rebuild is a minute away.
      await callApi<Leaderboard>(origin, fay, "GET", "/api/leaderboard");
      await contributeToFirstTask(origin, fay, "Nou netwaye kanal ki bò mache a ansanm ak vwazen yo.");
      const board = await callApi<Leaderboard>(origin, fay, "GET", "/api/leaderboard");
      if (board.tasks.some((entry) => entry.fullName === fay.member.fullName)) throw new Error("the board was rebuilt at once: this spec checks nothing");
      const stats = await callApi<UserStats>(origin, fay, "GET", "/api/user/stats");

      const page = await pageOf(newPage, origin, fay);
      await page.goto("/leaderboard");
      const summary = leaderboard["leaderboard.me.summary"].replace("{rank}", String(stats.rank)).replace("{count}", String(stats.totalPoints));
      await visible(page.getByText(summary, { exact: true }), `"${summary}", the points bar's place`);
      const own = rankingOf(page, "tasks").getByRole("listitem").filter({ hasText: `${fay.member.fullName} (${leaderboard["leaderboard.me.you"]})` });
      await visible(own, "the member's own row in the tasks ranking");
      await assertAccessible(page, "/leaderboard with the member's own row");
    },
  },
];

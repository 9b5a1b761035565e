import contributions from "@kominote/core/i18n/messages/contributions/ht";
import moderation from "@kominote/core/i18n/messages/moderation/ht";
import notifications from "@kominote/core/i18n/messages/notifications/ht";
import points from "@kominote/core/i18n/messages/points/ht";
import review from "@kominote/core/i18n/messages/review/ht";
import { levels } from "@kominote/core/rules/levels";
import { pointsTable } from "@kominote/core/rules/points-table";
import type { Locator, Page } from "playwright-core";
import { assertAccessible, defaultTimeoutMs, type Spec, visible } from "../harness";
import { registeredMember } from "./community-support";
import {
  callApi,
  contributeThroughApi,
  eventually,
  openNotificationPanel,
  pageOf,
  pointsBarButton,
  pointsBarSays,
  type ServiceSpecTools,
  type ServiceSummary,
  type SignedIn,
  signedInMember,
  type TaskSummary,
  untouchedService,
} from "./services-support";

const [starter, novice] = levels;
const submitted = pointsTable.contributionSubmitted.points;
const approved = pointsTable.contributionApproved.points;

/** The points bar's details: the level's progress bar and what is left to the next level. */
const expectLevelProgress = async (page: Page, total: number, label: string): Promise<void> => {
  if (starter === undefined || novice === undefined) throw new Error("the level table has fewer than two levels");
  const bar = await visible(pointsBarButton(page), "the points bar");
  await bar.click();
  const details = await visible(page.getByRole("dialog", { name: points["points.bar.label"] }), "the points details");
  const progress = details.getByRole("progressbar", { name: points["points.bar.progress"] });
  const expected = String(Math.round(((total - starter.minPoints) / (novice.minPoints - starter.minPoints)) * 100));
  await eventually(async () => (await progress.getAttribute("aria-valuenow")) === expected, `the level progress at ${expected}% (${label})`);
  const toNext = points["points.bar.toNext"].replace("{count}", String(novice.minPoints - total)).replace("{level}", points[novice.nameKey as keyof typeof points]);
  await visible(details.getByText(toNext, { exact: true }), `"${toNext}" (${label})`);
  await assertAccessible(page, `the points details (${label})`);
  await page.keyboard.press("Escape");
  await details.waitFor({ state: "hidden", timeout: defaultTimeoutMs });
};

/** The member's pending submission in the moderator's queue, by its task and author. */
const queued = (page: Page, task: TaskSummary, author: SignedIn): Locator =>
  page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: task.title, exact: true }) })
    .filter({ hasText: review["review.queue.submittedBy"].replace("{name}", author.member.fullName) });

const gone = async (locator: Locator, what: string): Promise<void> => {
  try {
    await locator.waitFor({ state: "detached", timeout: defaultTimeoutMs });
  } catch {
    throw new Error(`${what} stayed`);
  }
};

const reason = "Foto a pa montre travay la; tanpri voye yon lòt.";

/** An idea in the members' main service, reported without cause for the moderator to dismiss. */
const unfoundedReport = async (origin: string, reporter: SignedIn): Promise<{ serviceId: number; ideaId: number; content: string }> => {
  const writer = await registeredMember(origin, "yvesrapo", "37130007");
  const [main] = await callApi<ServiceSummary[]>(origin, writer, "GET", "/api/public-services");
  if (main === undefined) throw new Error("no public service");
  const content = "Yon bibliyotèk louvri chak samdi pou timoun lekòl yo.";
  const idea = await callApi<{ id: number }>(origin, writer, "POST", "/api/ideas", { serviceId: main.id, content });
  await callApi(origin, reporter, "POST", "/api/reports", { kind: "idea", id: idea.id, reason: "Mwen pa dakò ak lide sa a." });
  return { serviceId: main.id, ideaId: idea.id, content };
};

export const serviceReviewSpecs = ({ log, takeModerator }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "services: a moderator approves one contribution and rejects another with a reason, and dismisses an unfounded report; the member sees the notifications, the points toast and the level progress change without reloading",
    run: async ({ origin, newPage }) => {
      const contributor = await signedInMember(origin, log, "kettly", "37130003");
      const moderator = takeModerator();

      const { service, tasks } = await untouchedService(origin);
      const [first, second] = tasks;
      await callApi(origin, contributor, "POST", `/api/services/${service.id}/join`);
      await contributeThroughApi(origin, contributor, first, { notes: "Nou make tout kote fatra yo kenbe nan katye a." });
      await contributeThroughApi(origin, contributor, second, { notes: "Nou pale ak mè a sou kamyon fatra a chak mèkredi." });
      const unfounded = await unfoundedReport(origin, contributor);

      // The member waits on their contributions; the moderation screen is not theirs.
      const member = await pageOf(newPage, origin, contributor);
      await member.goto("/moderation");
      await visible(member.getByRole("heading", { name: review["review.screen.notAllowed.title"] }), "the not-allowed message for a member");
      await assertAccessible(member, "/moderation for a member");
      const recentPointsLoaded = member.waitForResponse((response) => new URL(response.url()).pathname === "/api/user/recent-points");
      await member.goto("/my-contributions");
      await recentPointsLoaded;
      const starterName = points[(starter?.nameKey ?? "") as keyof typeof points];
      await visible(member.getByRole("banner").getByRole("button", { name: pointsBarSays(starterName, 2 * submitted) }), `the points bar at ${2 * submitted} points`);
      await expectLevelProgress(member, 2 * submitted, "after two contributions");

      const desk = await pageOf(newPage, origin, moderator);
      await desk.goto("/moderation");
      await visible(desk.getByRole("heading", { name: review["review.screen.title"], level: 1 }), "the moderation screen");
      const toReject = await visible(queued(desk, second, contributor), "the second contribution in the queue");
      const toApprove = await visible(queued(desk, first, contributor), "the first contribution in the queue");
      await assertAccessible(desk, "/moderation (queue)");

      // A rejection needs a reason; its author will read it.
      await toReject.getByRole("button", { name: review["review.queue.reject"], exact: true }).click();
      const dialog = await visible(desk.getByRole("dialog", { name: review["review.reject.title"].replace("{title}", second.title) }), "the reject dialog");
      await dialog.getByRole("button", { name: review["review.reject.submit"], exact: true }).click();
      await visible(dialog.getByText(review["review.reject.required"], { exact: true }), "the reason-required message");
      await assertAccessible(desk, "the reject dialog with a message");
      await dialog.getByLabel(review["review.reject.reason"], { exact: true }).fill(reason);
      await dialog.getByRole("button", { name: review["review.reject.submit"], exact: true }).click();
      await visible(desk.getByText(review["review.queue.rejected"].replace("{title}", second.title), { exact: true }), "the rejected toast");
      await gone(toReject, "the rejected contribution in the queue");

      await toApprove.getByRole("button", { name: review["review.queue.approve"], exact: true }).click();
      await visible(desk.getByText(review["review.queue.approved"].replace("{title}", first.title), { exact: true }), "the approved toast");
      await gone(toApprove, "the approved contribution in the queue");

      // The member's page, untouched since: the award slides in, the bar and the bell follow.
      const toast = member.getByRole("status", { name: points["points.toast.label"] });
      await visible(toast.getByText(points["points.toast.gained"].replace("{points}", String(approved)), { exact: true }), "the points toast's gain");
      await visible(toast.getByText(points["points.action.contributionApproved"], { exact: true }), "the points toast's reason");
      const total = 2 * submitted + approved;
      await visible(member.getByRole("banner").getByRole("button", { name: pointsBarSays(starterName, total) }), `the points bar at ${total} points`);
      await expectLevelProgress(member, total, "after the approval");
      await visible(
        member.getByRole("banner").getByRole("button", { name: notifications["notifications.bell.labelUnread"].replace("{count}", "2"), exact: true }),
        "the bell with two unread notifications",
      );
      const panel = await openNotificationPanel(member);
      await visible(panel.getByText(moderation["moderation.notification.contributionApproved.title"], { exact: true }), "the approval notification");
      await visible(
        panel.getByText(moderation["moderation.notification.contributionRejected.message"].replace("{reason}", reason), { exact: true }),
        "the rejection notification with its reason",
      );
      await assertAccessible(member, "the notification panel");
      await panel.getByRole("button", { name: notifications["notifications.panel.markAllRead"], exact: true }).click();
      await visible(member.getByRole("banner").getByRole("button", { name: notifications["notifications.bell.label"], exact: true }), "the bell with nothing unread");
      await member.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden", timeout: defaultTimeoutMs });

      // An unfounded report is dismissed after a confirmation: the idea leaves the reports tab and stays in the idea list.
      await desk.getByRole("tab", { name: review["review.tabs.reports"], exact: true }).click();
      const reported = await visible(
        desk.getByRole("tabpanel").getByRole("listitem").filter({ has: desk.getByRole("heading", { name: unfounded.content, exact: true }) }),
        "the reported idea in the reports tab",
      );
      await assertAccessible(desk, "/moderation (reports)");
      await reported.getByRole("button", { name: review["review.reports.dismiss"], exact: true }).click();
      const confirmation = await visible(
        desk.getByRole("dialog", { name: review["review.reports.dismissTitle"].replace("{title}", unfounded.content) }),
        "the dismiss confirmation",
      );
      await assertAccessible(desk, "the dismiss confirmation");
      await confirmation.getByRole("button", { name: review["review.reports.dismiss"], exact: true }).click();
      await visible(desk.getByText(review["review.reports.dismissed"].replace("{title}", unfounded.content), { exact: true }), "the dismissed toast");
      await gone(reported, "the dismissed idea in the reports tab");
      const ideas = await callApi<{ id: number }[]>(origin, moderator, "GET", `/api/ideas/service/${unfounded.serviceId}`);
      if (!ideas.some((idea) => idea.id === unfounded.ideaId)) throw new Error("the idea left the idea list when its reports were dismissed");

      // The decisions are in the audit log, newest first, with the reason.
      await desk.getByRole("tab", { name: review["review.tabs.audit"], exact: true }).click();
      const auditLog = await visible(desk.getByRole("region", { name: review["review.audit.caption"] }), "the audit log");
      await visible(auditLog.getByRole("row").filter({ hasText: moderator.member.fullName }).filter({ hasText: reason }), "the rejection in the audit log");
      await visible(
        auditLog.getByRole("row").filter({ hasText: moderator.member.fullName }).filter({ has: desk.getByRole("cell", { name: review["review.audit.action.approve"], exact: true }) }),
        "the approval in the audit log",
      );
      await visible(
        auditLog.getByRole("row").filter({ hasText: moderator.member.fullName }).filter({ has: desk.getByRole("cell", { name: review["review.audit.action.dismissReports"], exact: true }) }),
        "the dismissal in the audit log",
      );
      await assertAccessible(desk, "/moderation (audit log)");

      // An announcement to the service's members reaches the member's bell.
      await desk.getByRole("tab", { name: review["review.tabs.announce"], exact: true }).click();
      const form = await visible(desk.getByRole("form", { name: review["review.announce.title"] }), "the announcement form");
      await form.getByRole("button", { name: review["review.announce.submit"], exact: true }).click();
      await visible(form.getByText(review["review.announce.titleRequired"], { exact: true }), "the title-required message");
      await visible(form.getByText(review["review.announce.messageRequired"], { exact: true }), "the message-required message");
      await assertAccessible(desk, "/moderation (announcement form with messages)");
      const title = "Reyinyon katye a samdi";
      await form.getByLabel(review["review.announce.titleField"], { exact: true }).fill(title);
      await form.getByLabel(review["review.announce.messageField"], { exact: true }).fill("Nou ap reyini devan lekòl la a 9è pou pale sou fatra yo.");
      await form.getByLabel(review["review.announce.service"], { exact: true }).selectOption({ label: service.name });
      await form.getByRole("button", { name: review["review.announce.submit"], exact: true }).click();
      const sent = review["review.announce.sent"].split("{count}");
      await visible(form.getByRole("status").getByText(new RegExp(`^${sent[0] ?? ""}\\d+${sent[1] ?? ""}$`)), "the announcement's receipt");
      await visible(
        member.getByRole("banner").getByRole("button", { name: notifications["notifications.bell.labelUnread"].replace("{count}", "1"), exact: true }),
        "the bell with the announcement unread",
      );
      const again = await openNotificationPanel(member);
      await visible(again.getByText(title, { exact: true }), "the announcement in the panel");
      await member.keyboard.press("Escape");

      // "My contributions" tells which was accepted and why the other was not.
      await member.reload();
      const main = member.getByRole("main");
      const accepted = main.getByRole("article").filter({ hasText: first.title });
      await visible(accepted.getByText(contributions["contributions.status.approved"], { exact: true }), "the approved badge");
      const refused = main.getByRole("article").filter({ hasText: second.title });
      await visible(refused.getByText(contributions["contributions.status.rejected"], { exact: true }), "the rejected badge");
      await visible(refused.getByText(contributions["contributions.status.rejected.reason"].replace("{reason}", reason), { exact: true }), "the reason");
      await assertAccessible(member, "/my-contributions after the review");
    },
  },
];

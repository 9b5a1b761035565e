import live from "@kominote/core/i18n/messages/live/ht";
import type { Page } from "playwright-core";
import { assertAccessible, type Spec, visible, watchFor } from "../harness";
import { registeredMember } from "./community-support";
import { pageOf, type ServiceSpecTools } from "./services-support";

/**
 * Where the e2e server says the meeting is (run.ts sets MEETING_BASE_URL): a local address nothing
 * listens on. Each browser answers it with a small page of its own, so no request leaves the machine.
 */
export const e2eMeetingBaseUrl = "http://127.0.0.1:9";

const withLocalMeeting = async (page: Page): Promise<Page> => {
  await page.context().route(`${e2eMeetingBaseUrl}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: '<!doctype html><html lang="ht"><head><title>Reyinyon</title></head><body><p>Videyo reyinyon an</p></body></html>' }),
  );
  return page;
};

const banner = (page: Page) => page.getByRole("region", { name: live["live.meeting.banner"], exact: true });
const watching = (count: number) => live["live.meeting.viewers.other"].replace("{count}", String(count));

export const liveMeetingSpecs = ({ takeModerator }: Pick<ServiceSpecTools, "takeModerator">): readonly Spec[] => [
  {
    name: "live meeting: a moderator starts it, a member's banner on another page counts the 2 viewers, a comment reaches the other browser live and leaves every open page when a moderator hides it, the banner goes when it stops; accessible for visitor, member and moderator",
    run: async ({ origin, newPage }) => {
      const moderator = takeModerator();
      const member = await registeredMember(origin, "liveman", "37270002");
      const elsewhere = await registeredMember(origin, "livelwen", "37270003");

      const visitor = await withLocalMeeting(await newPage({ viewport: { width: 360, height: 740 } }));
      await visitor.goto(`${origin}/live-meeting`);
      await visible(visitor.getByRole("heading", { name: live["live.meeting.off.title"], exact: true }), "the off state");
      await assertAccessible(visitor, "/live-meeting off, for a visitor at 360x740");
      // Gone from the live page (its goodbye sent), so the two browsers below are the only viewers.
      await visitor.goto(`${origin}/about`);

      const host = await withLocalMeeting(await pageOf(newPage, origin, moderator));
      await host.goto(`${origin}/live-meeting`);
      const start = await visible(host.getByRole("button", { name: live["live.meeting.start"], exact: true }), "the start button");
      await assertAccessible(host, "/live-meeting off, for a moderator");
      await start.click();
      await visible(host.getByTitle(live["live.meeting.frameTitle"], { exact: true }), "the embedded meeting");

      const viewer = await withLocalMeeting(await pageOf(newPage, origin, member, { viewport: { width: 360, height: 740 } }));
      await viewer.goto(`${origin}/live-meeting`);
      await viewer.getByText(watching(2), { exact: true }).first().waitFor({ state: "visible", timeout: 15_000 });
      // The meeting's own page shows what the banner says: no banner on it.
      if (await banner(viewer).isVisible()) throw new Error("the banner shows on the meeting's own page");
      await assertAccessible(viewer, "/live-meeting live, for a member at 360x740");

      // A member on another page sees the banner with the two viewers of the meeting's page.
      const reader = await withLocalMeeting(await pageOf(newPage, origin, elsewhere, { viewport: { width: 360, height: 740 } }));
      await reader.goto(`${origin}/ideas`);
      const memberBanner = await visible(banner(reader), "the member's live banner on /ideas");
      await memberBanner.getByText(watching(2), { exact: true }).waitFor({ state: "visible", timeout: 15_000 });
      await visible(memberBanner.getByText(live["live.meeting.id"].replace("{id}", "Kominote"), { exact: false }), "the meeting ID");
      await assertAccessible(reader, "/ideas with the live banner, for a member at 360x740");

      // Posted in the member's browser, seen in the moderator's without a reload.
      const text = "Bonswa tout moun, nou tande nou byen!";
      const seenByHost = watchFor(host.getByText(text, { exact: true }), "the member's comment in the moderator's browser");
      await viewer.getByLabel(live["live.comments.label"], { exact: true }).fill(text);
      await viewer.getByRole("button", { name: live["live.comments.send"], exact: true }).click();
      await seenByHost();
      await visible(viewer.getByText(text, { exact: true }), "the comment in the member's own list");

      await visitor.goto(`${origin}/live-meeting`);
      await visible(visitor.getByText(text, { exact: true }), "the comment for a visitor");
      await assertAccessible(visitor, "/live-meeting live, for a visitor at 360x740");
      await assertAccessible(host, "/live-meeting live, for a moderator");

      // A moderator hides it (the moderation call the reports queue makes): it leaves the open pages without a reload.
      const hidden = await host.evaluate(async (content) => {
        const list = (await (await fetch("/api/live-meeting/comments")).json()) as { comments: { id: number; content: string }[] };
        const id = list.comments.find((comment) => comment.content === content)?.id;
        const response = await fetch(`/api/moderation/content/liveComment/${id}/hide`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-requested-with": "fetch" },
          body: JSON.stringify({ reason: "Egzanp moderasyon." }),
        });
        return response.status;
      }, text);
      if (hidden !== 204) throw new Error(`hiding the comment answered ${hidden}`);
      for (const [page, who] of [[visitor, "visitor"], [viewer, "member"], [host, "moderator"]] as const) {
        await page.getByText(text, { exact: true }).waitFor({ state: "hidden", timeout: 15_000 }).catch(() => {
          throw new Error(`the hidden comment stayed on the ${who}'s open page`);
        });
      }

      // Expanding the banner opens the meeting inside it.
      await memberBanner.getByRole("button", { name: live["live.meeting.expand"], exact: true }).click();
      await visible(memberBanner.getByTitle(live["live.meeting.frameTitle"], { exact: true }), "the meeting in the banner");

      await host.getByRole("button", { name: live["live.meeting.stop"], exact: true }).click();
      await banner(reader).waitFor({ state: "hidden", timeout: 15_000 });
      await visible(viewer.getByRole("heading", { name: live["live.meeting.off.title"], exact: true }), "the off state after the stop");
    },
  },
];

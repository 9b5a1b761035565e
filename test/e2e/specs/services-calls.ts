import calls from "@kominote/core/i18n/messages/calls/ht";
import notifications from "@kominote/core/i18n/messages/notifications/ht";
import services from "@kominote/core/i18n/messages/services/ht";
import validation from "@kominote/core/i18n/messages/validation/ht";
import wizard from "@kominote/core/i18n/messages/wizard/ht";
import { assertAccessible, type Spec, visible } from "../harness";
import { callApi, contributeThroughApi, openNotificationPanel, pageOf, type ServiceSpecTools, signedInMember, untouchedService } from "./services-support";

export const serviceCallSpecs = ({ log }: ServiceSpecTools): readonly Spec[] => [
  {
    name: "services: another member asks a contributor for a call from the task, and the contributor is notified without reloading",
    run: async ({ origin, newPage }) => {
      const contributor = await signedInMember(origin, log, "guerda", "37130005");
      const caller = await signedInMember(origin, log, "fritz", "37130006");
      const { service, tasks } = await untouchedService(origin);
      const [first] = tasks;
      await callApi(origin, contributor, "POST", `/api/services/${service.id}/join`);
      await contributeThroughApi(origin, contributor, first, { notes: "Mwen konn ki kote pou nou jwenn dlo pwòp nan zòn nan.", phoneNumber: "+509 3713 0005" });

      // The contributor is somewhere on the site, signed in, with nothing unread.
      const contributorPage = await pageOf(newPage, origin, contributor);
      await contributorPage.goto("/");
      await visible(
        contributorPage.getByRole("banner").getByRole("button", { name: notifications["notifications.bell.label"], exact: true }),
        "the contributor's bell with nothing unread",
      );

      const page = await pageOf(newPage, origin, caller);
      await page.goto(`/services/${service.slug}`);
      const card = page.getByRole("list", { name: services["services.tasks.label"] }).getByRole("article", { name: first.title, exact: true });
      await (await visible(card.getByRole("button", { name: services["services.task.requestCall"], exact: true }), "the request-a-call button")).click();
      const dialog = await visible(page.getByRole("dialog", { name: wizard["wizard.call.title"] }), "the call-request dialog");
      const choice = await visible(dialog.getByRole("radio", { name: new RegExp(`^${contributor.member.fullName}`) }), "the contributor to choose");
      await assertAccessible(page, "the call-request dialog");
      if (((await dialog.textContent()) ?? "").replace(/\s/g, "").includes(contributor.member.phoneKey.slice(4))) {
        throw new Error("the call-request dialog shows the contributor's phone number");
      }

      // Nothing chosen, nothing filled: both are asked for.
      await dialog.getByRole("button", { name: wizard["wizard.call.send"], exact: true }).click();
      await visible(dialog.getByText(wizard["wizard.call.pickFirst"], { exact: true }), "the pick-a-contributor message");
      await visible(dialog.getByText(validation["validation.callRequest.incomplete"]).first(), "the name-and-phone message");
      await assertAccessible(page, "the call-request dialog with messages");

      await choice.check();
      await dialog.getByLabel(wizard["wizard.call.callerName"], { exact: true }).fill(caller.member.fullName);
      await dialog.getByLabel(wizard["wizard.call.callerPhone"], { exact: true }).fill(caller.member.phoneNumber);
      const note = "Mwen ta renmen konnen kilè sous la louvri.";
      await dialog.getByLabel(wizard["wizard.call.message"], { exact: true }).fill(note);
      await dialog.getByRole("button", { name: wizard["wizard.call.send"], exact: true }).click();
      await visible(dialog.getByText(wizard["wizard.call.sent"].replace("{name}", contributor.member.fullName), { exact: true }), "the request sent");
      await assertAccessible(page, "the call-request dialog after sending");

      // The contributor's open page hears of it at once; the caller's number is in the message, theirs never left the server.
      await visible(
        contributorPage.getByRole("banner").getByRole("button", { name: notifications["notifications.bell.labelUnread"].replace("{count}", "1"), exact: true }),
        "the contributor's bell with one unread",
      );
      const panel = await openNotificationPanel(contributorPage);
      const item = await visible(panel.getByRole("button", { name: new RegExp(calls["calls.notification.title"]) }), "the call request in the panel");
      const text = (await item.textContent()) ?? "";
      for (const part of [caller.member.fullName, caller.member.phoneKey, note]) {
        if (!text.replace(/\s/g, "").includes(part.replace(/\s/g, ""))) throw new Error(`the call-request notification lacks "${part}": ${text}`);
      }
      await assertAccessible(contributorPage, "the notification panel with a call request");
    },
  },
];

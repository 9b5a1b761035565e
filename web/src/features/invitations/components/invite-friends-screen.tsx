import { pointsTable } from "@kominote/core/rules/points-table";
import type { SendInvitationRequest } from "@kominote/core/schemas/invitations";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { isUnauthorized } from "../../../lib/handle-unauthorized";
import { useUnauthorizedRedirect } from "../../../lib/use-unauthorized-redirect";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { generateInviteLink } from "../api/generate-invite-link";
import { invitationStatsQueryOptions } from "../api/get-invitation-stats";
import { invitationsQueryKey, topInvitersQueryOptions } from "../api/list-top-inviters";
import { sendInvitation } from "../api/send-invitation";
import { InvitationStatCards } from "./invitation-stat-cards";
import { useTabsInAddress } from "../../../lib/search-params";
import { inviteMethods } from "../lib/invite-methods";
import { InviteForm } from "./invite-form";
import * as styles from "./invitations.css";
import { TopInvitersList } from "./top-inviters-list";

/** /invite-friends: the member's figures, the ways to invite, and the top inviters. */
export function InviteFriendsScreen() {
  const { t } = useLanguage();
  useDocumentTitle(t("invitations.title"));
  const queryClient = useQueryClient();
  const stats = useQuery(invitationStatsQueryOptions());
  const top = useQuery(topInvitersQueryOptions());
  // The session can end while the page is open: say so and sign in again.
  useUnauthorizedRedirect(stats.error ?? top.error);

  const send = useCallback(
    async (request: SendInvitationRequest) => {
      const invitation = await sendInvitation(request);
      // A sent invitation changes the member's figures and may move the list.
      await queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
      return invitation;
    },
    [queryClient],
  );
  const generate = useCallback(async () => (await generateInviteLink()).inviteLink, []);

  // The open way to invite is in the address (/invite-friends?method=link), for a reload or a link.
  const method = useTabsInAddress("method", inviteMethods);
  return (
    <section className={styles.page} aria-labelledby="invite-friends-title">
      <h1 id="invite-friends-title" className={styles.title}>
        {t("invitations.title")}
      </h1>
      <p className={styles.intro}>{t("invitations.intro", { points: pointsTable.invitationAccepted.points })}</p>
      {stats.isSuccess ? (
        <InvitationStatCards stats={stats.data} />
      ) : stats.isError && !isUnauthorized(stats.error) ? (
        <div className={styles.row} role="alert">
          <p className={styles.muted}>{t("invitations.stats.error")}</p>
          <Button variant="secondary" size="sm" onPress={() => void stats.refetch()}>
            {t("invitations.retry")}
          </Button>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          {t("invitations.stats.loading")}
        </p>
      )}
      <InviteForm
        send={send}
        generateLink={generate}
        siteOrigin={window.location.origin}
        method={method.selectedKey}
        onMethodChange={method.onSelectionChange}
      />
      <section className={styles.card} aria-labelledby="top-inviters-title">
        <h2 id="top-inviters-title" className={styles.sectionTitle}>
          {t("invitations.top.title")}
        </h2>
        {top.isSuccess ? (
          <TopInvitersList inviters={top.data} />
        ) : top.isError && !isUnauthorized(top.error) ? (
          <div className={styles.row} role="alert">
            <p className={styles.muted}>{t("invitations.top.error")}</p>
            <Button variant="secondary" size="sm" onPress={() => void top.refetch()}>
              {t("invitations.retry")}
            </Button>
          </div>
        ) : (
          <p className={styles.muted} role="status">
            {t("invitations.top.loading")}
          </p>
        )}
      </section>
    </section>
  );
}

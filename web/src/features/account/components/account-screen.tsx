import type { AccountContribution } from "@kominote/core/schemas/contributions";
import type { UpdateProfileRequest, User } from "@kominote/core/schemas/users";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { Spinner } from "../../../ui/spinner";
import { useTabsInAddress } from "../../../lib/search-params";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { currentUserQueryKey, useCurrentUser } from "../../auth/queries";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { accountContributionsQueryOptions, accountContributionsQueryPrefix } from "../api/get-account-contributions";
import { updateContribution } from "../api/update-contribution";
import { updateProfile } from "../api/update-profile";
import * as styles from "./account.css";
import { AccountDeletion } from "./account-deletion";
import { ContributionsPanel } from "./contributions-panel";
import { EmailUnverifiedNotice } from "./email-unverified-notice";
import { OwnDataDownload } from "./own-data-download";
import { ProfilePanel } from "./profile-panel";
import { accountTabs, type AccountTab } from "../lib/account-tabs";

/** /account and /account-settings: the member's profile and contributions, and the download of their data. */
export function AccountScreen() {
  const { t } = useLanguage();
  const { user, isLoading } = useCurrentUser();
  useDocumentTitle(t("account.title"));
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t("account.title")}
      </h1>
      {user === null ? null : <EmailUnverifiedNotice user={user} />}
      {isLoading ? <Spinner /> : user === null ? <SignedOutCard /> : <SignedInAccount user={user} />}
    </section>
  );
}

function SignedOutCard() {
  const { t } = useLanguage();
  return (
    <div className={styles.card}>
      <h2 className={styles.name}>{t("account.signedOut.title")}</h2>
      <p>{t("account.signedOut.text")}</p>
      <Link to="/login" look="button">
        {t("account.signedOut.signIn")}
      </Link>
    </div>
  );
}

function SignedInAccount({ user }: { readonly user: User }) {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const contributions = useQuery(accountContributionsQueryOptions(user.id, language));
  const save = useCallback(
    async (request: UpdateProfileRequest) => {
      const saved = await updateProfile(user.id, request);
      // Every screen showing the member (header, menu) picks up the change at once, then rechecks.
      queryClient.setQueryData(currentUserQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      return saved;
    },
    [queryClient, user.id],
  );
  const saveContribution = useCallback(
    async (contribution: AccountContribution, notes: string) => {
      const saved = await updateContribution(contribution.id, { notes }).catch(async (error: unknown) => {
        // Refused (a moderator may have reviewed it meanwhile): the list is asked again, so its
        // edit button goes if the contribution is now final.
        await queryClient.invalidateQueries({ queryKey: accountContributionsQueryPrefix(user.id) });
        throw error;
      });
      // The list shows the saved notes at once, then is asked again in every language.
      queryClient.setQueryData(accountContributionsQueryOptions(user.id, language).queryKey, (list) =>
        list?.map((item) => (item.id === saved.id ? { ...item, notes: saved.notes } : item)),
      );
      await queryClient.invalidateQueries({ queryKey: accountContributionsQueryPrefix(user.id) });
      return saved;
    },
    [language, queryClient, user.id],
  );
  const tabs = useTabsInAddress("tab", accountTabs);
  return (
    <>
      <AccountTabs
        {...tabs}
        user={user}
        now={now}
        save={save}
        {...(contributions.data === undefined ? {} : { contributionCount: contributions.data.length })}
        contributions={
          <ContributionsPanel contributions={contributions.data} isError={contributions.isError} save={saveContribution} />
        }
      />
      <OwnDataDownload />
      <AccountDeletion />
    </>
  );
}

export interface AccountTabsProps {
  readonly user: User;
  readonly now: Date;
  readonly save: (request: UpdateProfileRequest) => Promise<User>;
  readonly initiallyEditing?: boolean;
  /** The contributions tab's content. */
  readonly contributions: ReactNode;
  readonly contributionCount?: number;
  /** The open tab, when the screen keeps it (in the address); the first tab otherwise. */
  readonly selectedKey?: AccountTab;
  readonly onSelectionChange?: (key: string | number) => void;
}


/** The two tabs of the account screen, without any server call of their own. */
export function AccountTabs({ user, now, save, initiallyEditing, contributions, contributionCount, selectedKey, onSelectionChange }: AccountTabsProps) {
  const { t } = useLanguage();
  return (
    <Tabs
      {...(selectedKey === undefined
        ? { defaultSelectedKey: accountTabs[0], ...(onSelectionChange === undefined ? {} : { onSelectionChange }) }
        : { selectedKey, onSelectionChange: onSelectionChange ?? (() => undefined) })}
    >
      <TabList aria-label={t("account.tabs.label")}>
        <Tab id="profile">{t("account.tabs.profile")}</Tab>
        <Tab id="contributions">{t("account.tabs.contributions")}</Tab>
      </TabList>
      <TabPanel id="profile">
        <ProfilePanel
          key={user.id}
          user={user}
          now={now}
          save={save}
          {...(initiallyEditing === undefined ? {} : { initiallyEditing })}
          {...(contributionCount === undefined ? {} : { contributionCount })}
        />
      </TabPanel>
      <TabPanel id="contributions">{contributions}</TabPanel>
    </Tabs>
  );
}

import type { UpdateProfileRequest, User } from "@kominote/core/schemas/users";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Link } from "../../../ui/link";
import { Spinner } from "../../../ui/spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/tabs";
import { currentUserQueryKey, useCurrentUser } from "../../auth/api/get-current-user";
import { useDocumentTitle } from "../../static-pages/lib/use-document-title";
import { updateProfile } from "../api/update-profile";
import * as styles from "./account.css";
import { ProfilePanel } from "./profile-panel";

/** /account and /account-settings: the member's profile and contributions. */
export function AccountScreen() {
  const { t } = useLanguage();
  const { user, isLoading } = useCurrentUser();
  useDocumentTitle(t("account.title"));
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t("account.title")}
      </h1>
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
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
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
  return <AccountTabs user={user} now={now} save={save} />;
}

export interface AccountTabsProps {
  readonly user: User;
  readonly now: Date;
  readonly save: (request: UpdateProfileRequest) => Promise<User>;
  readonly initiallyEditing?: boolean;
}

/** The two tabs of the account screen, without any server call of their own. */
export function AccountTabs({ user, now, save, initiallyEditing }: AccountTabsProps) {
  const { t } = useLanguage();
  return (
    <Tabs>
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
        />
      </TabPanel>
      <TabPanel id="contributions">
        <p className={styles.empty}>{t("account.contributions.empty")}</p>
      </TabPanel>
    </Tabs>
  );
}

import type { User } from "@kominote/core/schemas/users";
import { useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "../../../i18n/language-provider";
import { currentUserQueryKey } from "../../auth/queries";
import { ResendVerification } from "../../auth";
import * as styles from "./email-unverified-notice.css";

/** A member whose e-mail address is not confirmed yet is told so and can ask for a new link. */
export function EmailUnverifiedNotice({ user }: { readonly user: User }) {
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  if (user.email === null || user.emailVerified !== false) return null;
  return (
    <section className={styles.notice} aria-labelledby="email-unverified-title">
      <h2 id="email-unverified-title" className={styles.title}>
        {t("auth.emailVerification.notice.title")}
      </h2>
      <p className={styles.text}>{t("auth.emailVerification.notice.text", { email: user.email })}</p>
      <ResendVerification
        onAnswer={(answer) => {
          // Confirmed meanwhile (in another tab, on another phone): the notice goes with a fresh read.
          if (answer.alreadyVerified) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }}
      />
    </section>
  );
}

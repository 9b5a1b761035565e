import { useLanguage } from "../../../i18n/language-provider";
import { useCurrentUser } from "../../auth/queries";
import { requireSignInForTool } from "../../../lib/pending-actions/require-sign-in";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { tools, type Tool } from "../lib/tool-catalog";
import { ToolCard } from "./tool-card";
import * as styles from "./tools.css";

const signInThenOpen = (tool: Tool): void => requireSignInForTool(tool.id, tool.href);

/**
 * /tools: the public tools. A visitor pressing 'Ouvè' on a members-only tool keeps that wish on the
 * device (an accessTool pending action) and is asked to sign in; the tool opens once they have.
 * While the session is still being checked, every tool is a plain link: a member's press then
 * opens the tool, and a visitor's reaches the tool's own guard.
 */
export function ToolsScreen() {
  const { t } = useLanguage();
  const { user } = useCurrentUser();
  useDocumentTitle(t("tools.title"));
  return (
    <section className={styles.page} aria-labelledby="tools-title">
      <h1 id="tools-title" className={styles.title}>
        {t("tools.title")}
      </h1>
      <p className={styles.intro}>{t("tools.intro")}</p>
      <ul className={styles.list} aria-label={t("tools.list")}>
        {tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} {...(user === null && tool.membersOnly ? { onSignInFirst: signInThenOpen } : {})} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { Link } from "../../../ui/link";
import type { Tool } from "../lib/tool-catalog";
import * as styles from "./tools.css";

export interface ToolCardProps {
  readonly tool: Tool;
  /** Set when a visitor presses 'Ouvè' on a members-only tool: the tool opens once they have signed in. */
  readonly onSignInFirst?: (tool: Tool) => void;
}

/**
 * One tool: its name, what it does, who may use it, and the way in. A visitor meets a members-only
 * tool's 'Ouvè' as a button that asks them to sign in; everyone else follows a plain link.
 */
export function ToolCard({ tool, onSignInFirst }: ToolCardProps) {
  const { t } = useLanguage();
  const name = t(tool.name);
  const openLabel = t("tools.openTool", { name });
  return (
    <article className={styles.card} aria-labelledby={`tool-${tool.id}`}>
      <h2 id={`tool-${tool.id}`} className={styles.name}>
        {name}
      </h2>
      <span className={tool.membersOnly ? styles.membersOnly : styles.forEveryone}>
        {t(tool.membersOnly ? "tools.membersOnly" : "tools.forEveryone")}
      </span>
      <p className={styles.description}>{t(tool.description)}</p>
      {onSignInFirst === undefined ? (
        <Link to={tool.href} look="button" className={styles.open} aria-label={openLabel}>
          {t("tools.open")}
        </Link>
      ) : (
        <Button className={styles.open} aria-label={openLabel} onPress={() => onSignInFirst(tool)}>
          {t("tools.open")}
        </Button>
      )}
    </article>
  );
}

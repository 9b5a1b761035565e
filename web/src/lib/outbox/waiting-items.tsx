import type { OutboxEntry } from "./outbox-entry";
import { useLanguage } from "../../i18n/language-provider";
import * as styles from "./waiting-items.css";

/**
 * What the member wrote without a connection, shown where it will appear once sent, marked as
 * waiting (decision 0034): nothing typed looks lost while it waits on the device.
 */
export function WaitingItems({ entries }: { readonly entries: readonly OutboxEntry[] }) {
  const { t } = useLanguage();
  if (entries.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t("offline.outbox.listLabel")}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.item} data-outbox-key={entry.key}>
          <span className={styles.badge}>{t("offline.outbox.waiting")}</span>
          <p className={styles.text}>{entry.preview}</p>
        </li>
      ))}
    </ul>
  );
}

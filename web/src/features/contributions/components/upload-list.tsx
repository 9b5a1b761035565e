import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { formatFileSize } from "../lib/file-checks";
import type { UploadItem } from "../lib/upload-list";
import * as styles from "./contribution-wizard.css";

export interface UploadListProps {
  readonly items: readonly UploadItem[];
  readonly onRemove: (key: string) => void;
  readonly onRetry: (key: string) => void;
}

/**
 * The chosen files with their state: a named progress bar while sending, "saved" once stored,
 * waiting on the device with no connection, the problem and a retry when it failed; each can be removed. Buttons name their file for screen readers.
 */
export function UploadList({ items, onRemove, onRetry }: UploadListProps) {
  const { t } = useLanguage();
  if (items.length === 0) return null;
  return (
    <ul className={styles.uploadList} aria-label={t("wizard.upload.listLabel")}>
      {items.map((item) => {
        const percent = item.status === "uploading" ? Math.round(item.progress * 100) : 100;
        return (
          <li key={item.key} className={styles.uploadItem}>
            <div>
              <div className={styles.uploadName}>{item.name}</div>
              <div className={styles.uploadMeta}>
                {formatFileSize(item.size)}
                {" · "}
                {item.status === "uploading" ? (
                  <span className={styles.uploadStatus.uploading}>{percent}%</span>
                ) : item.status === "stored" ? (
                  <span className={styles.uploadStatus.stored}>{t("wizard.upload.stored")}</span>
                ) : item.status === "kept" ? (
                  <span className={styles.uploadStatus.uploading}>{t("offline.outbox.fileKept")}</span>
                ) : (
                  <span className={styles.uploadStatus.failed}>{item.problem}</span>
                )}
              </div>
            </div>
            <div className={styles.uploadActions}>
              {item.status === "failed" ? (
                <Button size="sm" variant="secondary" onPress={() => onRetry(item.key)} aria-label={t("wizard.upload.retry", { name: item.name })}>
                  {t("wizard.send.retry")}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onPress={() => onRemove(item.key)} aria-label={t("wizard.upload.remove", { name: item.name })}>
                ✕
              </Button>
            </div>
            {item.status === "uploading" ? (
              <div
                role="progressbar"
                aria-label={t("wizard.upload.progress", { name: item.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className={styles.uploadTrack}
              >
                <div className={styles.uploadFill} style={{ width: `${percent}%` }} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
